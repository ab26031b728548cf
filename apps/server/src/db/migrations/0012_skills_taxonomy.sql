-- Skills stored as typed text become the ids of the one taxonomy (decision 215; packages/shared/src/skills.ts as it
-- was when this was written). Hand-written: data only, no schema. A spelling is compared as the code compares it:
-- lower case, anything but letters and digits as one space. Text outside the taxonomy is kept as written (the web
-- shows it as stored); two spellings of one skill in a list become one, in the place of the first.
CREATE TEMPORARY TABLE "skill_spellings" ("spelling" text PRIMARY KEY, "id" text NOT NULL);
--> statement-breakpoint
INSERT INTO "skill_spellings" ("spelling", "id") VALUES
  ('2d animation', 'animation'),
  ('3d animation', 'animation'),
  ('animation', 'animation'),
  ('animator', 'animation'),
  ('brand design', 'branding'),
  ('brand identity', 'branding'),
  ('branding', 'branding'),
  ('camera operation', 'camera-operation'),
  ('camera operator', 'camera-operation'),
  ('cameraman', 'camera-operation'),
  ('content creation', 'content-creation'),
  ('content creator', 'content-creation'),
  ('content writing', 'content-creation'),
  ('reels', 'content-creation'),
  ('digital marketing', 'digital-marketing'),
  ('online marketing', 'digital-marketing'),
  ('aerial photography', 'drone-operation'),
  ('drone', 'drone-operation'),
  ('drone operation', 'drone-operation'),
  ('drone pilot', 'drone-operation'),
  ('design', 'graphic-design'),
  ('graphic design', 'graphic-design'),
  ('graphic designer', 'graphic-design'),
  ('graphics', 'graphic-design'),
  ('gaffer', 'lighting'),
  ('lighting', 'lighting'),
  ('lighting design', 'lighting'),
  ('logo', 'logo-design'),
  ('logo design', 'logo-design'),
  ('logo designer', 'logo-design'),
  ('logos', 'logo-design'),
  ('motion design', 'motion-graphics'),
  ('motion graphics', 'motion-graphics'),
  ('image editing', 'photo-editing'),
  ('photo editing', 'photo-editing'),
  ('photo retouching', 'photo-editing'),
  ('retouching', 'photo-editing'),
  ('photographer', 'photography'),
  ('photography', 'photography'),
  ('photos', 'photography'),
  ('product photography', 'photography'),
  ('brochure design', 'print-design'),
  ('packaging design', 'print-design'),
  ('poster design', 'print-design'),
  ('print design', 'print-design'),
  ('smm', 'social-media'),
  ('social media', 'social-media'),
  ('social media management', 'social-media'),
  ('social media marketing', 'social-media'),
  ('audio editing', 'sound-design'),
  ('sound design', 'sound-design'),
  ('sound editing', 'sound-design'),
  ('editing videos', 'video-editing'),
  ('video editing', 'video-editing'),
  ('video editor', 'video-editing'),
  ('video production', 'videography'),
  ('video shooting', 'videography'),
  ('videographer', 'videography'),
  ('videography', 'videography');
--> statement-breakpoint
UPDATE "jobs" j SET "skills" = (SELECT coalesce(array_agg(m.v ORDER BY m.n), '{}'::text[]) FROM (
    SELECT coalesce(sp."id", u.s) AS v, min(u.n) AS n
    FROM unnest(j."skills") WITH ORDINALITY AS u(s, n) LEFT JOIN "skill_spellings" sp ON sp."spelling" = btrim(lower(regexp_replace(u.s, '[^[:alnum:]]+', ' ', 'g')))
    GROUP BY 1) m)
WHERE EXISTS (SELECT 1 FROM unnest(j."skills") AS u(s) JOIN "skill_spellings" sp ON sp."spelling" = btrim(lower(regexp_replace(u.s, '[^[:alnum:]]+', ' ', 'g'))) WHERE sp."id" <> u.s);
--> statement-breakpoint
UPDATE "profiles" p SET "skills" = (SELECT coalesce(array_agg(m.v ORDER BY m.n), '{}'::text[]) FROM (
    SELECT coalesce(sp."id", u.s) AS v, min(u.n) AS n
    FROM unnest(p."skills") WITH ORDINALITY AS u(s, n) LEFT JOIN "skill_spellings" sp ON sp."spelling" = btrim(lower(regexp_replace(u.s, '[^[:alnum:]]+', ' ', 'g')))
    GROUP BY 1) m)
WHERE EXISTS (SELECT 1 FROM unnest(p."skills") AS u(s) JOIN "skill_spellings" sp ON sp."spelling" = btrim(lower(regexp_replace(u.s, '[^[:alnum:]]+', ' ', 'g'))) WHERE sp."id" <> u.s);
--> statement-breakpoint
-- A new-job notice names the skills it matched: the reader sees them in their language once they are ids.
UPDATE "notifications" n SET "params" = jsonb_set(n."params", '{skills}', to_jsonb((SELECT coalesce(array_agg(m.v ORDER BY m.n), '{}'::text[]) FROM (
    SELECT coalesce(sp."id", u.s) AS v, min(u.n) AS n
    FROM unnest(array(SELECT jsonb_array_elements_text(n."params"->'skills'))) WITH ORDINALITY AS u(s, n) LEFT JOIN "skill_spellings" sp ON sp."spelling" = btrim(lower(regexp_replace(u.s, '[^[:alnum:]]+', ' ', 'g')))
    GROUP BY 1) m)))
WHERE jsonb_typeof(n."params"->'skills') = 'array'
  AND EXISTS (SELECT 1 FROM unnest(array(SELECT jsonb_array_elements_text(n."params"->'skills'))) AS u(s) JOIN "skill_spellings" sp ON sp."spelling" = btrim(lower(regexp_replace(u.s, '[^[:alnum:]]+', ' ', 'g'))) WHERE sp."id" <> u.s);
--> statement-breakpoint
-- A showcase item's category is its tag: one of the taxonomy's skills when it names one.
UPDATE "showcase_items" s SET "category" = sp."id"
FROM "skill_spellings" sp
WHERE sp."spelling" = btrim(lower(regexp_replace(s."category", '[^[:alnum:]]+', ' ', 'g'))) AND s."category" <> sp."id";
--> statement-breakpoint
DROP TABLE "skill_spellings";
