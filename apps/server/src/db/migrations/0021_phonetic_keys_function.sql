-- hand-written: the search normalisation and the phonetic keys (decision 271). kalasetu_search_text now also drops
-- the nukta and writes chandrabindu as anusvara, as phone keyboards and people do; kalasetu_phonetic_keys is generated
-- by phoneticKeysSql() in packages/shared/src/search-phonetic.ts (a test holds this file to it). Migration 0022 rebuilds
-- every column and index that reads them.
CREATE OR REPLACE FUNCTION kalasetu_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(translate(normalize(coalesce($1, ''), NFC), U&'\0901', U&'\0902'), U&'\200C\200D\00AD\FEFF\093C\0CBC', '') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kalasetu_phonetic_keys(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(string_agg('0' || key, ' ' ORDER BY position), '')
  FROM (
    SELECT key, min(position) AS position
    FROM (
      SELECT regexp_replace(
          CASE WHEN left(word, 1) ~ '[aeiouy]' THEN 'a' ELSE left(word, 1) END
            || regexp_replace(substr(word, 2), '[aeiouy]', '', 'g'),
          '(.)\1+', '\1', 'g') AS key, position
      FROM regexp_split_to_table(lower(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(translate(regexp_replace(translate(lower(kalasetu_search_text($1)), '़्ःऽॐ॒॑ೕೖ಼್ಃಽ', ''), '([क-हक़-य़ಕ-ಹೞ])(?=[क-हक़-य़ಕ-ಹೞ])', '\1a', 'g'), 'कखक़ख़गघग़ङञणनऩचछजझज़टठतथडढदधड़ढ़पफफ़बभमयय़रऱलळऴवशषसहअआइईउऊऍऎएऐऑऒओऔऄॲािीुूॅॆेैॉॊोौॏॎऋॠृॄऌॡॢॣंँ०१२३४५६७८९।॥ಕಖಗಘಙಞಣನಚಛಜಝಟಠತಥಡಢದಧಪಫಬಭಮಯರಱಲಳೞವಶಷಸಹಅಆಇಈಉಊಎಏಐಒಓಔಾಿೀುೂೆೇೈೊೋೌಋೠೃೄಌೡಂ೦೧೨೩೪೫೬೭೮೯àáâãäåāăąæçćčèéêëēėęěìíîïīįñńňṅṇòóôõöōøœùúûüūůýÿśšṣßṭḍṛṝḷṁṃḥžź', 'kkkkkkggggnnnnnCCjjjjttttddddddddpfffbbmyyyrrlllvssshaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaarrrrllllnn0123456789  kkggnnnnCCjjttttddddpfbbmyrrlllvssshaaaaaaaaaaaaaaaaaaaaaaarrrrlln0123456789aaaaaaaaaaccceeeeeeeeiiiiiinnnnnoooooooouuuuuuyysssstdrrlmmhzz'), 'ch', 'C', 'g'), 'Ch', 'C', 'g'), 'c(?=[eiy])', 's', 'g'), 'ck', 'k', 'g'), 'c', 'k', 'g'), 'ph', 'f', 'g'), 'sh', 's', 'g'), 'kh', 'k', 'g'), 'gh', 'g', 'g'), 'th', 't', 'g'), 'dh', 'd', 'g'), 'bh', 'b', 'g'), 'jh', 'j', 'g'), 'q', 'k', 'g'), 'x', 'ks', 'g'), 'z', 'j', 'g'), 'w', 'v', 'g'), 'vh', 'v', 'g'), 'm(?=[pb])', 'n', 'g')), '[^a-z0-9]+') WITH ORDINALITY AS words(word, position)
      WHERE word ~ '^[a-z]'
    ) AS keyed
    WHERE length(key) >= 2
    GROUP BY key
  ) AS distinct_keys
$$;
