import { type ComponentType, useId } from "react";
import type { SocialId } from "#app/lib/practice-schema.ts";
import { useMessages } from "#app/i18n/catalogue.ts";
import { usePractice } from "#app/lib/practice-context.ts";
import { FacebookIcon, InstagramIcon, LinkedinIcon, MapPinIcon, WhatsappIcon, XLogoIcon, YoutubeIcon } from "#app/components/ui/icons.tsx";

const socialIcons: Record<SocialId, ComponentType<{ size?: number }>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  x: XLogoIcon,
  maps: MapPinIcon,
  youtube: YoutubeIcon,
  whatsappChannel: WhatsappIcon,
};

const socialOrder: SocialId[] = ["facebook", "instagram", "linkedin", "x", "maps", "youtube", "whatsappChannel"];

/**
 * Each link is named by its network and described, from one hidden note, as opening in a new tab: the note written
 * once instead of in seven labels (in Telugu 80 bytes each, on every page).
 */
export function SocialLinks() {
  const practice = usePractice();
  const t = useMessages();
  const newTab = useId();
  return (
    <>
      <span id={newTab} hidden>
        {t.common.opensInNewTab}
      </span>
      <ul className="flex flex-wrap gap-2" aria-label={t.layout.socialMedia}>
        {socialOrder.map((id) => {
          const Icon = socialIcons[id];
          const link = practice.social[id];
          return (
            <li key={id}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label} aria-describedby={newTab} className="social-link">
                <Icon size={20} />
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
