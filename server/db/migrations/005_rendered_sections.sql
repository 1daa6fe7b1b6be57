-- A section's sanitised HTML, rendered from its Markdown when it is saved so that no page view parses
-- Markdown. NULL until rendered; app_state 'markdown_renderer_version' says which renderer made them.
ALTER TABLE blog_sections ADD COLUMN html TEXT;
