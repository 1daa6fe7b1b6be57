/** The records as the API answers them (API.md "Entities as answered"), shared by server and pages. */

/** A stored image with its responsive variants, for <picture>. `url` is the largest JPEG. */
export type ImageInfo = {
  url: string;
  width: number;
  height: number;
  sources: { type: "image/avif" | "image/webp" | "image/jpeg"; srcset: string }[];
};

export type BlogSection = { title: string; description: string };

export type Blog = {
  _id: string;
  title: string;
  category: string;
  metatitle: string;
  metadescription: string;
  author: string;
  keywords: string;
  /** URL or "" */
  coverimage: string;
  /** The same cover with its variants; null when there is none. */
  cover: ImageInfo | null;
  content: BlogSection[];
  published: boolean;
  featured: boolean;
  featuredOrder: number;
  readers: number;
  createdAt: string;
  updatedAt: string;
};

/** A comment as the public sees it: never an e-mail or a mobile number. */
export type PublicComment = {
  _id: string;
  blogid: string;
  blogtitle: string;
  name: string;
  message: string;
  published: boolean;
  createdAt: string;
};

/** `urgent`: the words suggest a risk of self-harm (absent otherwise); the back office lists these first. */
export type AdminComment = PublicComment & { email: string; mobile: string; urgent?: true };

export type Contact = {
  _id: string;
  name: string;
  mobile: string;
  email: string;
  message: string;
  createdAt: string;
  /** The words suggest a risk of self-harm (absent otherwise); the back office lists these first. */
  urgent?: true;
};

export type Media = {
  _id: string;
  title: string;
  description: string;
  /** URL or "" */
  image: string;
  picture: ImageInfo | null;
  createdAt: string;
};

/** One line of the activity log: when, who (an e-mail), what (e.g. "blog.publish") and on what. */
export type ActivityEntry = { _id: string; at: string; actor: string; action: string; target: string };

export type VisitorCount = { totalCount: number; currentCount: number };

export type ApiSuccess<T> = { success: true; message?: string; data: T };
export type ApiFailure = { success: false; message: string; errors?: Record<string, string> };
export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

export type ListQuery = {
  pageno?: number;
  pagesize?: number;
  sortby?: string;
  order?: "asc" | "desc";
  search?: string;
};
export type Paged = { total: number; pageno: number; pagesize: number };
