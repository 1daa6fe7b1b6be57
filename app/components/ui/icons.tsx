import type { SVGProps } from "react";
import spriteUrl from "./icons.svg?no-inline";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> & { size?: number };

/**
 * Every icon is a `<symbol>` in one file (icons.svg), which the browser downloads once and caches for a year under
 * its content-hashed name; a page refers to it with `<use href>`, so no page carries the drawings (decision 27). The
 * symbol holds the drawing's fill and stroke; a different line weight is a symbol of its own (`check-bold`).
 * Decorative by default: every icon sits next to text or inside a control that carries the accessible name.
 * The `<svg>` needs no viewBox of its own (the symbol's scales to the size it is given) nor `focusable`, which only
 * Internet Explorer read: with 20 to 35 icons on a page, each attribute cost up to 700 bytes of every page.
 */
function icon(id: string) {
  return function Icon({ size = 24, ...props }: IconProps) {
    return (
      <svg aria-hidden="true" width={size} height={size} {...props}>
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    );
  };
}

export const PhoneIcon = icon("phone");
export const MailIcon = icon("mail");
export const MapPinIcon = icon("map-pin");
export const ClockIcon = icon("clock");
export const CalendarIcon = icon("calendar");
export const WalletIcon = icon("wallet");
export const MenuIcon = icon("menu");
export const CloseIcon = icon("close");
export const ChevronLeftIcon = icon("chevron-left");
export const ChevronRightIcon = icon("chevron-right");
export const ArrowRightIcon = icon("arrow-right");
export const ExternalLinkIcon = icon("external-link");
export const CheckIcon = icon("check");
/** The tick of a pressed choice, drawn at 12 px, where the usual line would be too thin to see. */
export const CheckBoldIcon = icon("check-bold");
export const EyeIcon = icon("eye");
export const BriefcaseIcon = icon("briefcase");
export const GraduationCapIcon = icon("graduation-cap");
export const UsersIcon = icon("users");
export const BookOpenIcon = icon("book-open");
export const AwardIcon = icon("award");
export const HeartPulseIcon = icon("heart-pulse");
export const LayersIcon = icon("layers");
export const LanguagesIcon = icon("languages");
export const ShieldIcon = icon("shield");
export const FlaskIcon = icon("flask");
export const ZapIcon = icon("zap");
export const ShareIcon = icon("share");
export const BrainIcon = icon("brain");
export const StethoscopeIcon = icon("stethoscope");
export const PillIcon = icon("pill");
export const SunriseIcon = icon("sunrise");
export const HandHeartIcon = icon("hand-heart");
export const QuoteIcon = icon("quote");
export const StarIcon = icon("star");
export const FacebookIcon = icon("facebook");
export const InstagramIcon = icon("instagram");
export const LinkedinIcon = icon("linkedin");
export const XLogoIcon = icon("xlogo");
export const YoutubeIcon = icon("youtube");
export const WhatsappIcon = icon("whatsapp");
/** The practice's mark, in its own colours: a leaf held in a circle, for growth and calm. */
export const LogoMarkIcon = icon("logo");

// The back office's icons, drawn at 20 px there.
export const DashboardIcon = icon("dashboard");
export const BlogIcon = icon("blog");
export const CommentIcon = icon("comment");
export const ImageIcon = icon("image");
export const LogoutIcon = icon("logout");
export const VisitorsIcon = icon("visitors");
export const PlusIcon = icon("plus");
export const ArrowUpIcon = icon("arrow-up");
export const ArrowDownIcon = icon("arrow-down");
export const ArrowLeftIcon = icon("arrow-left");
export const EyeOffIcon = icon("eye-off");
export const PencilIcon = icon("pencil");
export const TrashIcon = icon("trash");
export const HistoryIcon = icon("history");
export const DownloadIcon = icon("download");
export const ClinicIcon = icon("clinic");
export const AlertIcon = icon("alert");
export const SendIcon = icon("send");
export const KeyIcon = icon("key");
export const ChartIcon = icon("chart");
