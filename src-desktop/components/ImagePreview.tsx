import Image from 'antd/es/image';

/** antd's image preview over a group of images, without thumbnails of its own (ImageThumbs shows them): open at `current`, null when closed. */
export default function ImagePreview({ items, current, onChange, onClose }: { items: { src: string; alt: string }[]; current: number | null; onChange(i: number): void; onClose(at: number): void }) {
  return (
    <Image.PreviewGroup
      items={items}
      preview={{
        open: current !== null,
        current: current ?? 0,
        onChange: (next) => onChange(next),
        onOpenChange: (open) => {
          if (!open) onClose(current ?? 0);
        },
      }}
    />
  );
}
