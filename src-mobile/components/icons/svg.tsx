import type { SVGProps } from 'react';

/**
 * The few line icons the H5 build uses, inline (no icon package in the first load). 24x24, stroke = currentColor.
 * One file per group of users (nav: the layout and lists; eye: the password field; home: the landing menu), so a
 * first page carries only the icons it shows and the entry only the back arrow.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

export function Svg({ size = '1em', children, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}
