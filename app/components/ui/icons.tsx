import { createContext, type SVGProps, useContext, useState } from "react";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> & { size?: number };

/** An icon's drawing: its SVG markup, drawn in lines (stroke) or filled with the text colour. */
type IconDrawing = { id: string; kind: "stroke" | "fill"; markup: string };

const drawingAttributes = {
  stroke: { fill: "none", stroke: "currentColor", strokeWidth: 1.75, strokeLinecap: "round", strokeLinejoin: "round" },
  fill: { fill: "currentColor" },
} as const;

/**
 * The icons a server render has drawn so far, in the order first drawn. Each is drawn once per page, as a `<symbol>`
 * in the sprite at the end of the body (`IconSprite`), and every use of it is a `<use href>`: the stars of eight
 * testimonials or the ticks of seven services no longer repeat their paths. Only the server render has one.
 */
export const IconSpriteContext = createContext<Map<string, IconDrawing> | null>(null);

const spriteId = "icon-sprite";
const symbolId = (drawing: IconDrawing) => `icon-${drawing.id}`;
const symbolAttributes = {
  stroke: 'fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"',
  fill: 'fill="currentColor"',
};
const symbolMarkup = (drawing: IconDrawing) =>
  `<symbol id="${symbolId(drawing)}" viewBox="0 0 24 24" ${symbolAttributes[drawing.kind]}>${drawing.markup}</symbol>`;

/**
 * Whether the icon may point at its symbol. On the server: always, once recorded for the sprite. In the browser:
 * when the page's sprite has it, which holds for every icon the server drew, so hydration sees the same `<use>`;
 * an icon first drawn in the browser (another page reached without a reload, the admin) carries its own paths.
 */
function useSymbol(drawing: IconDrawing, props: IconProps): boolean {
  const sprite = useContext(IconSpriteContext);
  // The symbol carries the drawing's fill and stroke; an icon drawn with its own keeps its own paths.
  if (Object.keys(props).some((name) => name in drawingAttributes[drawing.kind])) return false;
  if (typeof document === "undefined") {
    if (!sprite) return false;
    sprite.set(drawing.id, drawing);
    return true;
  }
  return document.getElementById(symbolId(drawing)) !== null;
}

/**
 * The symbols of every icon the page drew, after the page's content in the body (so the server has drawn them all by
 * then). In the browser it keeps what the server wrote and never changes.
 */
export function IconSprite() {
  const sprite = useContext(IconSpriteContext);
  const [markup] = useState(() =>
    typeof document === "undefined" ? [...(sprite?.values() ?? [])].map(symbolMarkup).join("") : (document.getElementById(spriteId)?.innerHTML ?? ""),
  );
  if (!markup) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant icon paths.
  return <svg id={spriteId} aria-hidden="true" focusable="false" width="0" height="0" className="absolute" dangerouslySetInnerHTML={{ __html: markup }} />;
}

// Decorative by default: every icon sits next to text or inside a control that carries the accessible name.
function icon(drawing: IconDrawing) {
  return function Icon({ size = 24, ...props }: IconProps) {
    const symbol = useSymbol(drawing, props);
    const box = { width: size, height: size, viewBox: "0 0 24 24" };
    if (symbol) {
      return (
        <svg aria-hidden="true" focusable="false" {...box} {...props}>
          <use href={`#${symbolId(drawing)}`} />
        </svg>
      );
    }
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        {...box}
        {...drawingAttributes[drawing.kind]}
        {...props}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant icon paths.
        dangerouslySetInnerHTML={{ __html: drawing.markup }}
      />
    );
  };
}

const strokeIcon = (id: string, markup: string) => icon({ id, kind: "stroke", markup });
const fillIcon = (id: string, markup: string) => icon({ id, kind: "fill", markup });

export const PhoneIcon = strokeIcon(
  "phone",
  '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"/>',
);
export const MailIcon = strokeIcon("mail", '<rect x="2.5" y="4.5" width="19" height="15" rx="2.5"/><path d="m3 6.5 9 6.5 9-6.5"/>');
export const MapPinIcon = strokeIcon("map-pin", '<path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z"/><circle cx="12" cy="10" r="3"/>');
export const ClockIcon = strokeIcon("clock", '<circle cx="12" cy="12" r="9.5"/><path d="M12 7v5l3 2"/>');
export const CalendarIcon = strokeIcon(
  "calendar",
  '<rect x="3" y="4.5" width="18" height="17" rx="2.5"/><path d="M16 2.5v4M8 2.5v4M3 10h18M8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01"/>',
);
export const WalletIcon = strokeIcon(
  "wallet",
  '<path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4h-12A2.5 2.5 0 0 0 3 6.5v11A2.5 2.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15"/><path d="M3 6.5A2.5 2.5 0 0 0 5.5 9H20a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-3a2.5 2.5 0 0 1 0-5"/>',
);
export const MenuIcon = strokeIcon("menu", '<path d="M4 7h16M4 12h16M4 17h16"/>');
export const CloseIcon = strokeIcon("close", '<path d="M18 6 6 18M6 6l12 12"/>');
export const ChevronLeftIcon = strokeIcon("chevron-left", '<path d="m15 18-6-6 6-6"/>');
export const ChevronRightIcon = strokeIcon("chevron-right", '<path d="m9 18 6-6-6-6"/>');
export const ArrowRightIcon = strokeIcon("arrow-right", '<path d="M5 12h14M13 6l6 6-6 6"/>');
export const ExternalLinkIcon = strokeIcon("external-link", '<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"/>');
export const CheckIcon = strokeIcon("check", '<path d="M20 6 9 17l-5-5"/>');
export const EyeIcon = strokeIcon("eye", '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>');
export const BriefcaseIcon = strokeIcon(
  "briefcase",
  '<rect x="2.5" y="7" width="19" height="13.5" rx="2"/><path d="M16 20.5V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v15.5"/>',
);
export const GraduationCapIcon = strokeIcon(
  "graduation-cap",
  '<path d="M22 9.5 12 5 2 9.5l10 4.5 10-4.5z"/><path d="M6 11.5V16c0 1.5 2.7 3 6 3s6-1.5 6-3v-4.5M22 9.5V15"/>',
);
export const UsersIcon = strokeIcon(
  "users",
  '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8"/>',
);
export const BookOpenIcon = strokeIcon("book-open", '<path d="M2 4.5h6a4 4 0 0 1 4 4v12a3 3 0 0 0-3-3H2zM22 4.5h-6a4 4 0 0 0-4 4v12a3 3 0 0 1 3-3h7z"/>');
export const AwardIcon = strokeIcon("award", '<circle cx="12" cy="8.5" r="6"/><path d="M8.2 13.2 7 22l5-3 5 3-1.2-8.8"/>');
export const HeartPulseIcon = strokeIcon(
  "heart-pulse",
  '<path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z"/><path d="M3.2 12h5.3l1.5-3 2 6 1.5-3h7.3"/>',
);
export const LayersIcon = strokeIcon("layers", '<path d="m12 2 10 5-10 5L2 7z"/><path d="m2 12 10 5 10-5M2 17l10 5 10-5"/>');
export const LanguagesIcon = strokeIcon("languages", '<path d="m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1M22 22l-5-10-5 10M14 18h6"/>');
export const ShieldIcon = strokeIcon("shield", '<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"/><path d="m9 12 2 2 4-4"/>');
export const FlaskIcon = strokeIcon("flask", '<path d="M9 3h6M10 3v6.5L4.5 19a1.5 1.5 0 0 0 1.3 2.2h12.4a1.5 1.5 0 0 0 1.3-2.2L14 9.5V3M7 15h10"/>');
export const ZapIcon = strokeIcon("zap", '<path d="M13 2 3 14h9l-1 8 10-12h-9z"/>');
export const ShareIcon = strokeIcon(
  "share",
  '<circle cx="18" cy="5" r="3"/><circle cx="6" cy="12" r="3"/><circle cx="18" cy="19" r="3"/><path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4"/>',
);
export const BrainIcon = strokeIcon(
  "brain",
  '<path d="M12 5a3 3 0 1 0-6 .1 4 4 0 0 0-2.5 5.8A4 4 0 0 0 6 18a4 4 0 0 0 6 1.8z"/><path d="M12 5a3 3 0 1 1 6 .1 4 4 0 0 1 2.5 5.8A4 4 0 0 1 18 18a4 4 0 0 1-6 1.8z"/><path d="M15 13a4.5 4.5 0 0 1-3-4 4.5 4.5 0 0 1-3 4"/>',
);
export const StethoscopeIcon = strokeIcon(
  "stethoscope",
  '<path d="M5 2.5H4a1 1 0 0 0-1 1V8a5 5 0 0 0 10 0V3.5a1 1 0 0 0-1-1h-1"/><path d="M8 13v1a6 6 0 0 0 12 0v-2"/><circle cx="20" cy="10" r="2"/>',
);
export const PillIcon = strokeIcon("pill", '<path d="m10.5 20.5 10-10a5 5 0 0 0-7-7l-10 10a5 5 0 0 0 7 7z"/><path d="m8.5 8.5 7 7"/>');
export const SunriseIcon = strokeIcon("sunrise", '<path d="M12 2v6M4.2 10.2l1.4 1.4M2 18h2M20 18h2M18.4 11.6l1.4-1.4M22 22H2M16 18a4 4 0 0 0-8 0"/>');
export const HandHeartIcon = strokeIcon(
  "hand-heart",
  '<path d="M11 14h2a2 2 0 0 0 0-4h-3c-.6 0-1.1.2-1.4.6L3 16"/><path d="m7 20 1.6-1.4c.3-.4.8-.6 1.4-.6h4c1.1 0 2.1-.4 2.8-1.2l4.6-4.4a2 2 0 0 0-2.8-2.9l-4.2 3.9"/><path d="m2 15 6 6M19.5 8.5c.7-.7 1.5-1.6 1.5-2.7A2.7 2.7 0 0 0 16 4a2.7 2.7 0 0 0-5 1.8c0 1.2.8 2 1.5 2.8L16 12z"/>',
);
export const QuoteIcon = fillIcon(
  "quote",
  '<path d="M7.2 5C4.3 6.4 2.5 9.2 2.5 12.6V19h7v-7H6.1c0-2.2 1.1-3.9 3.1-5zm11 0c-2.9 1.4-4.7 4.2-4.7 7.6V19h7v-7h-3.4c0-2.2 1.1-3.9 3.1-5z"/>',
);
export const StarIcon = fillIcon("star", '<path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"/>');
export const FacebookIcon = fillIcon(
  "facebook",
  '<path d="M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.3c0-.9.3-1.5 1.6-1.5h1.6V4a22 22 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.3H7.6v3.2h2.7v8z"/>',
);
export const InstagramIcon = strokeIcon(
  "instagram",
  '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>',
);
export const LinkedinIcon = fillIcon(
  "linkedin",
  '<path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.8h4v11H3zm6.5 0h3.8v1.5h.1c.5-1 1.8-1.9 3.7-1.9 4 0 4.7 2.5 4.7 5.8v5.6h-4v-5c0-1.2 0-2.7-1.7-2.7s-2 1.3-2 2.6v5.1h-4z"/>',
);
export const XLogoIcon = fillIcon(
  "xlogo",
  '<path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z"/>',
);
export const YoutubeIcon = fillIcon(
  "youtube",
  '<path d="M22.5 7.2a2.8 2.8 0 0 0-2-2C18.7 4.7 12 4.7 12 4.7s-6.7 0-8.5.5a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 4.8 2.8 2.8 0 0 0 2 2c1.8.5 8.5.5 8.5.5s6.7 0 8.5-.5a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-4.8zM9.8 15.1V8.9l5.6 3.1z"/>',
);
export const WhatsappIcon = fillIcon(
  "whatsapp",
  '<path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2s.2-1.1.2-1.2-.3-.1-.5-.2z"/>',
);

// The back office's icons, drawn at 20 px there.
export const DashboardIcon = strokeIcon(
  "dashboard",
  '<rect x="3" y="3" width="7" height="9" rx="1.5"/><rect x="14" y="3" width="7" height="5" rx="1.5"/><rect x="14" y="12" width="7" height="9" rx="1.5"/><rect x="3" y="16" width="7" height="5" rx="1.5"/>',
);
export const BlogIcon = strokeIcon("blog", '<path d="M6 3h9l4 4v14H6z"/><path d="M14 3v5h5M9 12h7M9 16h7"/>');
export const CommentIcon = strokeIcon("comment", '<path d="M4 5h16v11H9l-5 4z"/>');
export const ImageIcon = strokeIcon("image", '<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="m21 16-5-5-9 9"/>');
export const LogoutIcon = strokeIcon("logout", '<path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10"/>');
export const VisitorsIcon = strokeIcon(
  "visitors",
  '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14.8c1.8.7 3 2.4 3.5 5.2"/>',
);
export const PlusIcon = strokeIcon("plus", '<path d="M12 5v14M5 12h14"/>');
export const ArrowUpIcon = strokeIcon("arrow-up", '<path d="M12 19V5M6 11l6-6 6 6"/>');
export const ArrowDownIcon = strokeIcon("arrow-down", '<path d="M12 5v14M6 13l6 6 6-6"/>');
export const ArrowLeftIcon = strokeIcon("arrow-left", '<path d="M19 12H5M11 6l-6 6 6 6"/>');
export const EyeOffIcon = strokeIcon(
  "eye-off",
  '<path d="M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7c1.8 0 3.4-.5 4.8-1.3"/><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2"/>',
);
export const PencilIcon = strokeIcon("pencil", '<path d="M4 20h4L19 9l-4-4L4 16z"/><path d="m13.5 6.5 4 4"/>');
export const TrashIcon = strokeIcon("trash", '<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"/>');
export const HistoryIcon = strokeIcon("history", '<path d="M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 4v4h4M12 7.5V12l3 2"/>');
export const DownloadIcon = strokeIcon("download", '<path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19h14"/>');
export const ClinicIcon = strokeIcon("clinic", '<path d="M4 21V8l8-5 8 5v13"/><path d="M12 10v6M9 13h6"/><path d="M3 21h18"/>');
export const AlertIcon = strokeIcon("alert", '<path d="M12 3 2 20h20z"/><path d="M12 10v4M12 17.5v.01"/>');
export const SendIcon = strokeIcon("send", '<path d="M21 3 10 14M21 3l-7 18-4-7-7-4z"/>');
export const KeyIcon = strokeIcon("key", '<circle cx="8" cy="15" r="4"/><path d="m10.8 12.2 8.7-8.7M16 7l2.5 2.5M13.5 9.5 15.5 11.5"/>');
export const ChartIcon = strokeIcon("chart", '<path d="M4 20V10M10 20V4M16 20v-7M21 20H3"/>');
