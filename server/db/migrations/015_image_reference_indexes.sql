-- Issue 20: the nightly sweep of unused images asks, for each image past its grace period, whether a post's cover
-- or a gallery item names it. Without these indexes each question read the whole table: 3.3 s at bench:scale's
-- 12,000 images and 10,000 posts, at every start-up that found the sweep due, with every request waiting.
CREATE INDEX images_created ON images (created_at);
CREATE INDEX blogs_cover_image ON blogs (cover_image_id) WHERE cover_image_id IS NOT NULL;
CREATE INDEX media_image ON media (image_id) WHERE image_id IS NOT NULL;
