import { strokeIcon as stroke } from '../../shared/ui/icons';

// The few icons only the participants page uses, in the frame of shared/ui/icons (24×24, stroke, currentColor).

export const IconSearch = stroke(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4 4" />
  </>,
);

export const IconDots = stroke(
  <>
    <circle cx="5.5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="18.5" cy="12" r="1" />
  </>,
);

export const IconEye = stroke(
  <>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="2.8" />
  </>,
);

export const IconFolderPlus = stroke(
  <>
    <path d="M3.5 7.5a2 2 0 0 1 2-2h4l2 2.5h7a2 2 0 0 1 2 2v7.5a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />
    <path d="M12 11v5" />
    <path d="M9.5 13.5h5" />
  </>,
);

export const IconGrip = stroke(
  <>
    <circle cx="9" cy="6" r="0.9" />
    <circle cx="15" cy="6" r="0.9" />
    <circle cx="9" cy="12" r="0.9" />
    <circle cx="15" cy="12" r="0.9" />
    <circle cx="9" cy="18" r="0.9" />
    <circle cx="15" cy="18" r="0.9" />
  </>,
);

export const IconFileCsv = stroke(
  <>
    <path d="M14 3.5H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8.5z" />
    <path d="M14 3.5v5h5" />
    <path d="M8.5 13h7" />
    <path d="M8.5 16.5h7" />
    <path d="M12 11.5v6.5" />
  </>,
);
