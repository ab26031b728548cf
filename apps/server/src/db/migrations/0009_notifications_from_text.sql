-- Notifications stored as text before decision 180 become kinds with parameters and records, where the record
-- they name still exists; the rest keep their stored text as `legacy`. Hand-written: data only, no schema.
-- A new job: the job it names.
UPDATE "notifications" n
SET "kind" = 'new_job', "job_id" = j."id", "params" = jsonb_build_object('title', j."title", 'category', j."category", 'skills', to_jsonb(j."skills"))
FROM "jobs" j
WHERE n."type" = 'new_job' AND n."kind" IS NULL AND n."related_id" ~ '^[0-9]{1,9}$' AND j."id" = n."related_id"::integer;
--> statement-breakpoint
-- A new message: its sender.
UPDATE "notifications" n
SET "kind" = 'new_message', "actor_id" = p."id", "params" = jsonb_build_object('name', p."name")
FROM "profiles" p
WHERE n."type" = 'new_message' AND n."kind" IS NULL
  AND n."related_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' AND p."id" = n."related_id"::uuid;
--> statement-breakpoint
-- An application's status: the application and its job; which status is read from the sentence, in any of the
-- four languages it was written in (the texts of marketplace.application* at the time).
UPDATE "notifications" n
SET "kind" = CASE
    WHEN n."message" LIKE 'Your application for "%" was sent for admin approval'
      OR n."message" LIKE '"%" के लिए आपका आवेदन एडमिन की मंज़ूरी के लिए भेजा गया'
      OR n."message" LIKE '"%" ಗಾಗಿ ನಿಮ್ಮ ಅರ್ಜಿಯನ್ನು ನಿರ್ವಾಹಕರ ಅನುಮೋದನೆಗೆ ಕಳುಹಿಸಲಾಗಿದೆ'
      OR n."message" LIKE '"%" साठी तुमचा अर्ज प्रशासकाच्या मंजुरीसाठी पाठवला आहे' THEN 'application_recommended'
    WHEN n."message" LIKE 'Your application for "%" was not selected'
      OR n."message" LIKE '"%" के लिए आपका आवेदन नहीं चुना गया'
      OR n."message" LIKE '"%" ಗಾಗಿ ನಿಮ್ಮ ಅರ್ಜಿ ಆಯ್ಕೆಯಾಗಿಲ್ಲ'
      OR n."message" LIKE '"%" साठी तुमचा अर्ज निवडला गेला नाही' THEN 'application_rejected'
    ELSE 'assigned' END,
  "application_id" = a."id", "job_id" = j."id", "params" = jsonb_build_object('title', j."title")
FROM "applications" a JOIN "jobs" j ON j."id" = a."job_id"
WHERE n."type" = 'application_status' AND n."kind" IS NULL AND n."related_id" ~ '^[0-9]{1,9}$'
  AND a."id" = n."related_id"::integer
  AND (n."message" LIKE 'Your application for "%" was sent for admin approval'
    OR n."message" LIKE '"%" के लिए आपका आवेदन एडमिन की मंज़ूरी के लिए भेजा गया'
    OR n."message" LIKE '"%" ಗಾಗಿ ನಿಮ್ಮ ಅರ್ಜಿಯನ್ನು ನಿರ್ವಾಹಕರ ಅನುಮೋದನೆಗೆ ಕಳುಹಿಸಲಾಗಿದೆ'
    OR n."message" LIKE '"%" साठी तुमचा अर्ज प्रशासकाच्या मंजुरीसाठी पाठवला आहे'
    OR n."message" LIKE 'Your application for "%" was not selected'
    OR n."message" LIKE '"%" के लिए आपका आवेदन नहीं चुना गया'
    OR n."message" LIKE '"%" ಗಾಗಿ ನಿಮ್ಮ ಅರ್ಜಿ ಆಯ್ಕೆಯಾಗಿಲ್ಲ'
    OR n."message" LIKE '"%" साठी तुमचा अर्ज निवडला गेला नाही'
    OR n."message" LIKE 'You have been assigned to "%"'
    OR n."message" LIKE 'आपको "%" के लिए चुना गया है'
    OR n."message" LIKE 'ನಿಮ್ಮನ್ನು "%" ಕೆಲಸಕ್ಕೆ ನಿಯೋಜಿಸಲಾಗಿದೆ'
    OR n."message" LIKE 'तुमची "%" साठी नेमणूक झाली आहे');
--> statement-breakpoint
-- Everything else keeps the words it was stored with.
UPDATE "notifications" SET "kind" = 'legacy', "params" = jsonb_build_object('text', "message") WHERE "kind" IS NULL;
