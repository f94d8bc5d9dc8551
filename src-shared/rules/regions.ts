/**
 * Province-level codes of GB/T 2260 (the first 2 digits of an ID number's or credit code's
 * region): the 31 mainland provinces, Taiwan (71), and 81/82/83 that residence permits of
 * Hong Kong, Macao and Taiwan residents carry (GB 11643 numbers issued since 2018). A tiny list
 * on purpose: the client bundles import it. Finer codes change every year and old IDs keep
 * abolished ones forever, so a 6-digit list would refuse real numbers unless it were historical.
 */
export const PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '83',
]);
