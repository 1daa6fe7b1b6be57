// The records as the services and the server-rendered pages speak of them. API.md's wire names
// (`_id`, `coverimage`, `blogid`, a media item's `image` URL, ...) exist only in server/api/wire.ts.
import type { ImageInfo } from "#app/lib/entities.ts";

export type BlogSection = { title: string; description: string };

export type Blog = {
  id: string;
  title: string;
  category: string;
  metatitle: string;
  metadescription: string;
  author: string;
  keywords: string;
  cover: ImageInfo | null;
  sections: BlogSection[];
  published: boolean;
  featured: boolean;
  featuredOrder: number;
  readers: number;
  createdAt: string;
  updatedAt: string;
};

/** What the admin writes of a blog; flags, cover and counts have calls of their own. */
export type BlogDraft = Pick<Blog, "title" | "category" | "metatitle" | "metadescription" | "author" | "keywords" | "sections">;

/** A comment as anyone may see it: never an e-mail or a mobile number. */
export type PublicComment = {
  id: string;
  blogId: string;
  blogTitle: string;
  name: string;
  message: string;
  published: boolean;
  createdAt: string;
};

/** `urgent`: the words suggest a risk of self-harm (absent otherwise); the back office lists these first. */
export type AdminComment = PublicComment & { email: string; mobile: string; urgent?: true };

export type NewComment = { blogId: string; name: string; email: string; mobile: string; message: string };

export type Contact = { id: string; name: string; mobile: string; email: string; message: string; createdAt: string; urgent?: true };

export type NewContact = Omit<Contact, "id" | "createdAt" | "urgent">;

export type Media = { id: string; title: string; description: string; image: ImageInfo | null; createdAt: string };

export type MediaDraft = Pick<Media, "title" | "description">;
