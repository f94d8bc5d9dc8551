/** The portal's chart palette (the theme's blue first). */
export const PALETTE = ['#1656d8', '#19a974', '#f0a020', '#e4572e', '#7b61ff', '#13a8c2'];
