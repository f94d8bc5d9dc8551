import { FILE_ICON_TYPES } from '#shared/contract/file';
import styles from './member.module.css';

/** Colours per family of the spec's 22 file-icon types (each at least 4.5:1 under white text); anything else gets the generic icon. */
const COLORS: Record<string, string> = {
  pdf: '#d4380d',
  doc: '#1d5bd8',
  docx: '#1d5bd8',
  txt: '#5a6478',
  xls: '#237804',
  xlsx: '#237804',
  ppt: '#ad4e00',
  pptx: '#ad4e00',
  jpg: '#006d75',
  jpeg: '#006d75',
  png: '#006d75',
  gif: '#006d75',
  bmp: '#006d75',
  svg: '#006d75',
  tif: '#006d75',
  zip: '#7c4dff',
  rar: '#7c4dff',
  dwg: '#c41d7f',
  '3ds': '#c41d7f',
  prt: '#c41d7f',
  sldprt: '#c41d7f',
  swf: '#ad4e00',
};

export function FileIcon({ ext }: { ext: string }) {
  const known = (FILE_ICON_TYPES as readonly string[]).includes(ext);
  return (
    <span className={styles.fileIcon} style={{ background: known ? COLORS[ext] : '#5a6478' }} aria-hidden data-type={known ? ext : 'file'}>
      {known ? ext.slice(0, 4) : 'file'}
    </span>
  );
}
