import { iconSvgProps, type IconProps } from '@/components/ui/icons';

/** Icons only the markets screens use, in the style of components/ui/icons (24×24, 1.75 px). */

export function SearchIcon(props: IconProps) {
  return (
    <svg {...iconSvgProps(props)}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </svg>
  );
}

/** A star, filled when `filled` (an item on the watchlist). */
export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <svg {...iconSvgProps(props)} fill={filled ? 'currentColor' : 'none'}>
      <path d="m12 3.8 2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8Z" />
    </svg>
  );
}

export function ArrowBackIcon(props: IconProps) {
  return (
    <svg {...iconSvgProps(props)}>
      <path d="M19.5 12h-15" />
      <path d="m10 6-6 6 6 6" />
    </svg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <svg {...iconSvgProps(props)}>
      <path d="M12 3.5 5 6v5.5c0 4.3 3 7.7 7 9 4-1.3 7-4.7 7-9V6Z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  );
}
