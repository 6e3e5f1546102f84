/**
 * The few Bootstrap Italia icons the shell draws on every page (header, menus), as plain paths. The kit's `Icon`
 * loads each icon on demand through a table of every icon it has (20 kB of script in the first download): these are
 * drawn at once, in the page rendered at build time too. The same markup as the kit's, so the kit's CSS applies.
 * Paths from Bootstrap Italia's icon set (BSD-3-Clause), as design-react-kit ships them.
 */
const paths = {
  'it-burger': 'M22 5v1H2V5h20zM2 12.5h20v-1H2v1zM2 19h20v-1H2v1z',
  'it-close-big':
    'm12.7 12 6.7 6.6-.8.8-6.6-6.7-6.6 6.7-.8-.8 6.7-6.6-6.7-6.6.8-.8 6.6 6.7 6.6-6.7.8.8-6.7 6.6z',
  'it-expand': 'M11.6 15.4 6 9.8l.7-.8 4.9 4.9L16.5 9l.7.8z',
  'it-logout':
    'M16.7 7.7 21 12l-4.3 4.3-.7-.7 3-3.1H9.8v-1h9.3L16 8.4l.7-.7ZM4.5 20H12v1H4.5A1.5 1.5 0 0 1 3 19.5v-15A1.5 1.5 0 0 1 4.5 3H12v1H4.5a.5.5 0 0 0-.5.5v15a.5.5 0 0 0 .5.5Z',
  'it-pa':
    'M3 21h18v1H3v-1zm0-1h18v-1H3v1zM22 9H2l10-7 10 7zM5.2 8h13.6L12 3.2 5.2 8zM6 18v-8H5v8h1zm4 0v-8H9v8h1zm5 0v-8h-1v8h1zm4 0v-8h-1v8h1z',
  'it-user':
    'M12 13c2.2 0 4-1.8 4-4V6c0-2.2-1.8-4-4-4S8 3.8 8 6v3c0 2.2 1.8 4 4 4zM9 6c0-1.7 1.3-3 3-3s3 1.3 3 3v3c0 1.7-1.3 3-3 3s-3-1.3-3-3V6zm11 16h-1c0-3.9-3.1-7-7-7s-7 3.1-7 7H4c0-4.4 3.6-8 8-8s8 3.6 8 8z',
} as const;

export type SvgIconName = keyof typeof paths;

/** A decorative icon (hidden from assistive technologies: the control it sits in carries the words). */
export function SvgIcon({
  icon,
  color,
  size,
  className,
}: {
  icon: SvgIconName;
  color?: 'primary' | 'white';
  size?: 'sm';
  className?: string;
}) {
  const classes = ['icon', className, color && `icon-${color}`, size && `icon-${size}`]
    .filter(Boolean)
    .join(' ');
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" className={classes} aria-hidden="true">
      <path d={paths[icon]} />
    </svg>
  );
}
