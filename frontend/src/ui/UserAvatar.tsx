import './userAvatar.css';
import { useState } from 'react';

interface UserAvatarProps {
  name: string;
  src: string | null | undefined;
  size?: number;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/** A round picture, or the person's initials when there is none (or it fails to load). */
export function UserAvatar({ name, src, size = 28 }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src && failed !== src) {
    return (
      <img
        className="ams-avatar"
        src={src}
        alt={name}
        width={size}
        height={size}
        style={style}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span className="ams-avatar ams-avatar-initials" role="img" aria-label={name} style={style}>
      {initialsOf(name)}
    </span>
  );
}
