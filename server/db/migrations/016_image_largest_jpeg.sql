-- Issue 20: the sitemap names each post's cover by its widest JPEG, and reading that from every image's list of
-- variants (JSON, parsed in JavaScript) was a third of the sitemap's time at 10,000 posts. Images never change once
-- stored, so the file's name is worked out once, when the image is recorded, whoever records it.
ALTER TABLE images ADD COLUMN largest_jpeg TEXT;

UPDATE images SET largest_jpeg = (
  SELECT json_extract(variant.value, '$.file') FROM json_each(images.variants) AS variant
  WHERE json_extract(variant.value, '$.format') = 'jpeg'
  ORDER BY json_extract(variant.value, '$.width') DESC LIMIT 1
);

CREATE TRIGGER images_largest_jpeg AFTER INSERT ON images
BEGIN
  UPDATE images SET largest_jpeg = (
    SELECT json_extract(variant.value, '$.file') FROM json_each(NEW.variants) AS variant
    WHERE json_extract(variant.value, '$.format') = 'jpeg'
    ORDER BY json_extract(variant.value, '$.width') DESC LIMIT 1
  ) WHERE id = NEW.id;
END;
