import { useState } from 'react';
import { initial } from '../format';

/** The user's photo, or the first letter of the name when there is none (or it fails to load). */
export function Avatar({
  name,
  email,
  photo,
  size = 40,
}: {
  name?: string | null;
  email?: string | null;
  photo?: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (photo && failed !== photo) {
    return <img className="avatar" src={photo} alt="" style={style} onError={() => setFailed(photo)} />;
  }
  return (
    <span className="avatar avatar-letter" style={style} aria-hidden="true">
      {initial(name, email)}
    </span>
  );
}
