# ==== part 2 (helper cdf2, twenty-sixth pass): far-apart areas; every module-level name is P2_-prefixed ====
"""df30 part 2 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

P2_GH = "https://github.com/"
# ---- chord sheets: ChordPro transposition, capo and chord diagrams ----
P2_CP594 = P2_GH + "ChordPro/chordpro/issues/594"
P2_CP593 = P2_GH + "ChordPro/chordpro/issues/593"
P2_CP459 = P2_GH + "ChordPro/chordpro/issues/459"
P2_CP258 = P2_GH + "ChordPro/chordpro/issues/258"
P2_CONCH11 = P2_GH + "sitandr/conchord/issues/11"
P2_CMINI149 = P2_GH + "ptnghia-j/ChordMiniApp/pull/149"
P2_CHARTER8 = P2_GH + "reverentgeek/charter/pull/8"
# ---- Islamic timekeeping: prayer-time angles and the Umm al-Qura Hijri calendar ----
P2_ITL14 = P2_GH + "arabeyes-org/ITL/pull/14"
P2_PYISLAM28 = P2_GH + "abougouffa/pyIslam/issues/28"
P2_GTSPT1 = P2_GH + "GeniusTS/prayer-times/issues/1"
P2_PRAYT8 = P2_GH + "abodehq/Pray-Times/issues/8"
P2_LINECAST106 = P2_GH + "ashuttl/linecast/issues/106"
P2_HIJRI19 = P2_GH + "dralshehri/hijridate/issues/19"
P2_HIJRI26 = P2_GH + "dralshehri/hijridate/issues/26"
P2_MHIJRI40 = P2_GH + "xsoh/moment-hijri/issues/40"
P2_BSHIJRI27 = P2_GH + "balbarak/bootstrap-hijri-datepicker/issues/27"
# ---- Japanese furigana: ruby readings over kanji ----
P2_WAKAN30 = P2_GH + "himselfv/wakan/issues/30"
P2_KURO31 = P2_GH + "hexenq/kuroshiro/issues/31"
P2_KURO12 = P2_GH + "hexenq/kuroshiro/issues/12"
P2_FURIZE2 = P2_GH + "kuanyui/Furiganaize/issues/2"
P2_GENKI105 = P2_GH + "SethClydesdale/genki-study-resources/issues/105"
P2_FMAKER275 = P2_GH + "aiktb/furiganamaker/issues/275"
P2_ASF10 = P2_GH + "jcsirot/anki-simple-furigana/pull/10"
# ---- microtonal tunings: Scala .scl/.kbm files and non-12-tone scales ----
P2_M21_1143 = P2_GH + "cuthbertLab/music21/issues/1143"
P2_TUNEFISH7 = P2_GH + "paynebc/tunefish/issues/7"
P2_HELM94 = P2_GH + "mtytel/helm/issues/94"
P2_CALF163 = P2_GH + "calf-studio-gear/calf/issues/163"
P2_EVERY2 = P2_GH + "vsicurella/everytone-tuner/issues/2"
P2_MERCURY39 = P2_GH + "tmhglnd/mercury/issues/39"
P2_LINGOT59 = P2_GH + "ibancg/lingot/issues/59"
# ---- astrology charts: house systems, ascendants and the sidereal ayanamsa ----
P2_FLAT69 = P2_GH + "flatangle/flatlib/issues/69"
P2_FLAT26 = P2_GH + "flatangle/flatlib/issues/26"
P2_FLAT32 = P2_GH + "flatangle/flatlib/issues/32"
P2_PYSWE74 = P2_GH + "astrorigin/pyswisseph/issues/74"
P2_PYSWE48 = P2_GH + "astrorigin/pyswisseph/issues/48"
P2_MAITREYA115 = P2_GH + "martin-pe/maitreya8/issues/115"
P2_PYJHORA49 = P2_GH + "naturalstupid/PyJHora/issues/49"
P2_SWEPH25 = P2_GH + "timotejroiko/sweph/issues/25"
# ---- LEGO parts: BrickLink colours, known colours and part inventories ----
P2_BSTORE243 = P2_GH + "rgriebl/brickstore/issues/243"
P2_BSTORE778 = P2_GH + "rgriebl/brickstore/issues/778"
P2_BSTORE164 = P2_GH + "rgriebl/brickstore/issues/164"
P2_LEOCAD673 = P2_GH + "leozide/leocad/issues/673"
P2_LEGOART95 = P2_GH + "debkbanerji/lego-art-remix/issues/95"
P2_BINSTR5 = P2_GH + "LasseD/buildinginstructions.js/issues/5"
P2_BSYNC29 = P2_GH + "ZZJHONS/Bricksync/issues/29"
# ---- type design: kerning pairs, kerning groups and spacing ----
P2_KPAIRS11 = P2_GH + "andre-fuchs/kerning-pairs/issues/11"
P2_REGGAE4 = P2_GH + "fontworks-fonts/Reggae/issues/4"
P2_MURECHO4 = P2_GH + "positype/Murecho-Project/issues/4"
P2_APL387_137 = P2_GH + "Dyalog/APL387/issues/137"
P2_UFOSPEC85 = P2_GH + "unified-font-object/ufo-spec/pull/85"
P2_KDUMP6 = P2_GH + "adobe-type-tools/kern-dump/issues/6"
P2_ADVENT8 = P2_GH + "VivaRado/Advent/issues/8"
# ---- needlework: machine-embroidery stitches and cross-stitch floss colours ----
P2_PEMB105 = P2_GH + "CreativeInquiry/PEmbroider/issues/105"
P2_PEMB102 = P2_GH + "CreativeInquiry/PEmbroider/issues/102"
P2_GOXS7 = P2_GH + "lindsaylandry/go-cross-stitch/issues/7"
P2_CSTITCH6 = P2_GH + "kleintom/Cstitch/pull/6"
P2_CSTITCH11 = P2_GH + "kleintom/Cstitch/issues/11"
P2_REDCOL3 = P2_GH + "Coul33t/reduce-colours/issues/3"
P2_REDCOL4 = P2_GH + "Coul33t/reduce-colours/pull/4"
P2_I2P6 = P2_GH + "acrosman/image2pattern/issues/6"
P2_DMC2 = P2_GH + "sharlagelfand/dmc/issues/2"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# chord sheets
P2_C_UKE = "Slightly contrived: if you have `{image src=\"guitar.jpg\"}` and you configure ChordPro for ukulele, would you expect a ukulele image instead?"
P2_C_ABOVE = "I'm used to the handy notation that when cappo is used, you actually display chords played \"above\" it."
P2_C_NEW = "Hi, I'm new to ChordPro and love the goals of the project."
# Islamic timekeeping
P2_I_ISNA = "It has come to my attention that ISNA and the Fiqh council of North America recommend 17.5 degrees instead of 15 for the Fajr angle."
P2_I_ROUND = "Publishers often round Fajr down and Maghrib up for caution"
P2_I_UMMQ = "The Umm al-Qura calendar is a lunar computed civil calendar based on specific astronomical criteria."
P2_I_MOON = "Hijri's date is dependent on the moon."
# furigana
P2_F_AUTO = "It's impossible to always get correct furigana by auto analysis."
P2_F_URAGI = "The 裏 in 裏切る should be assigned うる and the 切 should be assigned ぎ."
P2_F_KUROMOJI = "kuromoji cannot guarantee the correctness of the analysis."
# microtonal tunings
P2_M_SCALA = "_Scala_ can also be used to design new microtonal systems."
P2_M_CONCEPTS = "The music concepts of scale, mode and tuning are somewhat similar to each other depending on the source."
P2_M_AMSYNTH = "For reference, amsynth has a great implementation of microtuning with scala files (scl + kbm)."
P2_M_OPTIONS = "Currently there are a few good options for microtonal scales - \nusually involving a tuning file that the user loads directly into the \ninstrument."
# astrology
P2_A_PRECESS = "The ayanamsa grows at the precession rate, ~50.3″ per year."
P2_A_FIVE = "As per traditional astrology rules, an object is considered to be in a house if it is at a distance of 5º or less of its cusp."
P2_A_PLACIDUS = "The Placidus house system in astrology does not work above 66.5° of latitude because it relies on the division of the celestial sphere based on time (the diurnal arc), which becomes problematic at these high latitudes."
P2_A_DIFF = "Do you know the difference between a planet and an astrology house?"
# LEGO parts
P2_L_NOACCESS = "BrickStore has no access to the \"Known Colors\" data on BrickLink."
P2_L_DECADES = "I don't think BrickLink known colors lists aren't particularly useful \nsince they include colors that were only offered for a limited amount of \ntime many decades ago."
P2_L_PEARL = "BL have introduced 4 new Pearl colours this week, for a specific set of Bionicle parts (part numbers 44138, 44140 & 44807)"
P2_L_FIRSTLY = "Firstly, matching the colors between LEGO and BrickLink confidently is a headache and not always reliable."
# type design
P2_T_ACCENTS = "Most Uppercase with accents need the same kerning as the base glyph."
P2_T_UFO3 = "Groups are assumed to start with `@`, which is not the case in UFO3."
P2_T_GLYPHS = "A lot of glyphs take on their own class though they should be in a more general class like \"H\" or \"O\" (i.e. D/D should instead be H/O)"
P2_T_CLARIFY = "Clarify that kerning groups may be empty"
# needlework
P2_N_SUPPORT = "I am noticing that some commercial embroidery designs fill lay down a support stitch, probably to prevent the fabric from bunching up."
P2_N_309 = "The 309 floss is shown as 86, 74, 74(#564A4A), which is a red near black."
P2_N_TITLE309 = "309(rose dark) floss color is too dark?"


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_chords, P2_islamic, P2_furigana, P2_microtonal, P2_astrology, P2_lego, P2_kerning, P2_needlework):
        area(rec, U, A, lend, SAME, SELF)


def P2_chords(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- chord sheets: ChordPro transposition, capo and chord diagrams ----
    x1 = (U, "Allow explicit requesting of chord transpose", "u1")
    x2 = (U, "Chords (e.g. `[A]`) are transposed/transcoded in lyrics and comments.", "u1")
    x3 = (U, "Chords are not transposed in\n````\n{define A ...}\n{chord A ...}\n{image chord=\"A\" ...}\n<img chord=\"A\" />\n````", "u1")
    x4 = (U, "This can be enhanced in a logical and ortogonal way by using a bracketed chord:", "u1")
    rec(P2_CP594, [x1], x2[1], True, "ellipsis", [], "In ChordPro, chords (e.g. `[A]`) are transposed/transcoded in lyrics and comments.", author="u1")
    rec(P2_CP594, [x1, x2], x3[1], True, "ellipsis", [], "ChordPro does not transpose chords in `{define A ...}`, `{chord A ...}`, `{image chord=\"A\" ...}` and `<img chord=\"A\" />`.", author="u1")
    rec(P2_CP594, [x1, x2, x3], x4[1], True, "pronoun", ["This"], "ChordPro's chord transposition can be extended to `{define}`, `{chord}`, `{image chord=...}` and `<img chord=...>` in a logical and orthogonal way by using a bracketed chord.", author="u1")
    rec(P2_CP594, [x1, x2, x3, x4], "Note that in this case, it is not allowed to define frets/base and copy/copyall.", True, "pronoun", ["this case"], "Note that when a bracketed chord is used to request transposition in ChordPro's `{define}`/`{chord}`, it is not allowed to define frets/base and copy/copyall.", author="u1")
    lend(P2_CP594, [x1], P2_C_ABOVE, SELF, P2_CONCH11)

    a1 = (U, "{chord} and chord images are not transposed", "u1")
    a2 = (U, "Chords are not transposed in the following cases:\n* `{chord A}`\n* `&lt;img chord=\"A\"/>`", "u1")
    a3 = (U, "The current behaviour is to not transpose nor transcode\n\n1. `{define A frets ...}`,\n2. `{chord A frets ...}`,\n3. `{image chord=\"A\"}`, and\n4. `<img chord=\"A\">`.", "u1")
    a4 = (U, "But the question is, indeed, should they transpose?", "u1")
    a5 = (U, "Case 1 is straightforward. You define chord `A` with corresponding fret positions. When transposing from A → B, the  ret positions still form the `A` chord, not the `B`, so I think the chord should not be transposed.", "u1")
    a6 = (U, "The same can be said for case 2, so no transpose here.", "u1")
    a7 = (U, "For cases 3 and 4, I'm inclined to say that an image is an image.", "u1")
    rec(P2_CP593, [a1, a2], "Should they?", True, "pronoun", ["they"], "Should ChordPro transpose chords in `{chord A}` and `<img chord=\"A\"/>`?", author="u1")
    rec(P2_CP593, [a1, a2, a3, a4], a5[1].split(" You define")[0], True, "position", ["Case 1"], "Transposing `{define A frets ...}` in ChordPro is straightforward.", author="u1")
    rec(P2_CP593, [a1, a2, a3, a4, a5], a6[1], True, "position", ["case 2"], "The same holds for `{chord A frets ...}` in ChordPro: the frets still form the A chord, so it should not be transposed.", author="u1")
    rec(P2_CP593, [a1, a2, a3, a4, a5, a6], a7[1], True, "position", ["cases 3 and 4"], "For ChordPro's `{image chord=\"A\"}` and `<img chord=\"A\">`, I'm inclined to say that an image is an image and should not be transposed.", author="u1")
    # The ukulele question names ChordPro and the image directive in full: the opener's own new question, a trap.
    rec(P2_CP593, [a1, a2, a3, a4, a5, a6, a7], P2_C_UKE, False, SAME, [], None, author="u1")

    l1 = (U, "Transpose with latin notation", "u1")
    l2 = (U, "I am using Latin notation for chords (Do, Re, Mi, etc.), but when I include the transpose directive, I encounter an error:", "u1")
    l3 = (U, "Interestingly, the transposition is applied correctly to the lyrics, but the graphic chords are not processed.", "u1")
    l4 = (U, "It appears that the transpose directive has not been fully tested with Latin notation.", "u1")
    l5 = (U, "Is there a workaround for this issue?", "u1")
    rec(P2_CP459, [l1, l2], l3[1], True, "ellipsis", [], "With ChordPro's transpose directive and Latin chord notation, the transposition is applied correctly to the lyrics, but the graphic chords are not processed.", author="u1")
    rec(P2_CP459, [l1, l2, l3], l4[1], True, "ellipsis", [], "It appears that ChordPro's transpose directive has not been fully tested with Latin notation.", author="u1")
    rec(P2_CP459, [l1, l2, l3, l4], l5[1], True, "pronoun", ["this issue"], "Is there a workaround for ChordPro's transpose directive failing with Latin chord notation (\"Unknown chord: Re\")?", author="u1")
    rec(P2_CP459, [l1, l2, l3, l4, l5], "Fixed in 6.070_084.", True, "ellipsis", [], "ChordPro's transposition with Latin chord notation is fixed in 6.070_084.", author="u2")
    lend(P2_CP459, [l1], P2_C_ABOVE, SELF, P2_CONCH11)

    p1 = (U, "Capo heading in PDF without chords column", "u1")
    p2 = (U, P2_C_NEW, "u1")
    p3 = (U, "Fiddling with the config on the default PDF implementation, I wasn't able to get the capo heading to display on an ordinary guitar chord sheet except when the chords column was enabled.", "u1")
    p4 = (U, "Is there any intention to support capo heading without chords column or any workaround?", "u1")
    p5 = (A, "Yes, the capo heading is for the chordscolumn case only.", "u2")
    p6 = (A, "For other cases you can add the capo setting it to the page headers using something like this:", "u2")
    # The opener's greeting names ChordPro and needs nothing from the title: a same-author trap.
    rec(P2_CP258, [p1], P2_C_NEW, False, "trap_other", [], None, author="u1")
    rec(P2_CP258, [p1, p2], p3[1], True, "ellipsis", [], "With ChordPro's default PDF output, I can't get the capo heading to display on an ordinary guitar chord sheet except when the chords column is enabled.", author="u1")
    rec(P2_CP258, [p1, p2, p3], p4[1], True, "ellipsis", [], "Is there any intention for ChordPro's PDF output to support a capo heading without the chords column, or any workaround?", author="u1")
    rec(P2_CP258, [p1, p2, p3, p4], p5[1], True, "ellipsis", [], "In ChordPro's PDF output the capo heading is for the chords-column case only.", author="u2")
    rec(P2_CP258, [p1, p2, p3, p4, p5], p6[1], True, "ellipsis", ["other cases"], "Without the chords column, you can add ChordPro's capo setting to the page headers with a format like this:", author="u2")
    rec(P2_CP258, [p1, p2, p3, p4, p5, p6], "Thank you so much for the quick reply! This is super helpful.", True, "ellipsis", [], "Thank you for the quick reply about putting the capo in ChordPro's page headers; it is super helpful.", author="u1")

    c1 = (U, "Built-in capo", "u1")
    c2 = (U, "It would be nice when you have overchords and change the tonality, for e.g. guitar players, that it would show where to put your capo.", "u1")
    c3 = (A, "I'm not sure about this solution.", "u2")
    rec(P2_CONCH11, [c1], c2[1], True, "ellipsis", [], "It would be nice if conchord, when you have overchords and change the tonality, showed guitar players where to put the capo.", author="u1")
    rec(P2_CONCH11, [c1, c2], c3[1], True, "pronoun", ["this solution"], "I'm not sure about the proposed conchord solution that computes the capo fret from the tonality change.", author="u2")
    # A general statement of the maintainer's habit, complete in itself ("it" is the capo inside it): a same-author trap.
    rec(P2_CONCH11, [c1, c2, c3], P2_C_ABOVE, False, SELF, [], None, author="u2")
    lend(P2_CONCH11, [c1], P2_C_UKE, SAME, P2_CP593)

    m1 = (U, "capo added", "u1")
    m2 = (U, "Adds a capo feature to the Guitar Chords tab that allows users to see simplified chord shapes when using a capo, with correct diagram rendering and flexible labeling.", "u1")
    m3 = "When capo is set, chord diagrams automatically transpose down by the capo fret count to show the physical shapes a guitarist would play (e.g., capo on fret 2 + song in D → shows C shape)"
    rec(P2_CMINI149, [m1], m2[1], True, "ellipsis", [], "The ChordMiniApp pull request adds a capo feature to the Guitar Chords tab that shows simplified chord shapes when using a capo, with correct diagram rendering and flexible labeling.", author="u1")
    rec(P2_CMINI149, [m1, m2], m3, True, "ellipsis", [], "In ChordMiniApp, when a capo is set, chord diagrams transpose down by the capo fret count to show the physical shapes a guitarist would play (e.g. capo on fret 2 + song in D shows a C shape).", author="u1")
    lend(P2_CMINI149, [m1], P2_C_NEW, "trap_other", P2_CP258)
    lend(P2_CMINI149, [m1, m2], P2_C_UKE, SAME, P2_CP593)

    h1 = (U, "Improve chordpro parsing of directives, and improve rendering of chord symbols", "u1")
    h2 = (U, "See the specification: https://chordpro.org/chordpro/chordpro-directives/", "u1")
    rec(P2_CHARTER8, [h1], h2[1], True, "ellipsis", ["the specification"], "For charter's ChordPro directive parsing, see the ChordPro directives specification: https://chordpro.org/chordpro/chordpro-directives/", author="u1")
    rec(P2_CHARTER8, [h1, h2], "Nice! Thanks for the updates!", True, "ellipsis", [], "Nice! Thanks for the updates to charter's ChordPro directive parsing and chord-symbol rendering!", author="u2")
    lend(P2_CHARTER8, [h1], P2_C_NEW, "trap_other", P2_CP258)
    lend(P2_CHARTER8, [h1, h2], P2_C_ABOVE, SELF, P2_CONCH11)
    lend(P2_CHARTER8, [h1, h2], P2_C_UKE, SAME, P2_CP593)
    lend(P2_CONCH11, [c1, c2], P2_C_NEW, "trap_other", P2_CP258)
    lend(P2_CMINI149, [m1, m2], P2_C_ABOVE, SELF, P2_CONCH11)


def P2_islamic(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Islamic timekeeping: prayer-time angles and the Umm al-Qura Hijri calendar ----
    i1 = (U, "Updated Fajr angle for ISNA method and Umm Al-Qura", "u1")
    i2 = (U, P2_I_ISNA, "u1")
    i3 = (U, "Source: http://www.icoproject.org/ISNA-Adopts-New-Angles-for-Fajer-and-Isha_ad-id!81-l!en.ks", "u1")
    rec(P2_ITL14, [i1], P2_I_ISNA, False, SAME, [], None, author="u1")
    rec(P2_ITL14, [i1, i2], i3[1], True, "ellipsis", [], "The source for ISNA's 17.5-degree Fajr angle: http://www.icoproject.org/ISNA-Adopts-New-Angles-for-Fajer-and-Isha_ad-id!81-l!en.ks", author="u1")
    rec(P2_ITL14, [i1, i2, i3], "My testing has shown this to be more accurate for locations in North America and we should adopt this change ASAP.", True, "pronoun", ["this", "this change"], "My testing has shown a 17.5-degree Fajr angle for the ISNA method to be more accurate for locations in North America, and ITL should adopt that change ASAP.", author="u1")
    lend(P2_ITL14, [i1], P2_I_ROUND, SAME, P2_LINECAST106)

    y1 = (U, "Is there a fajr isha method of the UAE?", "u1")
    y2 = (U, "Is there fajr isha method of the UAE?", "u1")
    rec(P2_PYISLAM28, [y1], y2[1], True, "ellipsis", [], "Does pyIslam have a Fajr/Isha calculation method for the UAE?", author="u1")
    # The answer states the UAE's angles and the method in full: complete in itself.
    rec(P2_PYISLAM28, [y1, y2], "For the UAE, I think they use 18° angle for both Fajr and Isha, this corresponds to the method defined by the **University of Islamic Sciences, Karachi (UISK)**", False, SAME, [], None, author="u2")
    lend(P2_PYISLAM28, [y1], P2_I_ISNA, SAME, P2_ITL14)

    g1 = (U, "Source of Methods", "u1")
    g2 = (U, "Thank you for the beautifully written library.", "u1")
    g3 = (U, "Can I please ask what the source of the Fajr and Isha angles is for the Gulf, Kuwait and Qatar methods?", "u1")
    g4 = (U, "I can't, for instance, tie the the computation with the Gulf angles to the Dubai Islamic and Charitable Affairs timings.", "u1")
    g5 = (A, "Actually most of calculation methods configurations is taken from [Islamic finder](https://www.islamicfinder.org/) website and also from other applications and libraries like [batoulapps/Adhan](https://github.com/batoulapps/Adhan) and [prayer-now](http://www.prayer-now.com/calculations.html).", "u2")
    g6 = (A, "If you find any wrong angles please let me know :)", "u2")
    g7 = "I can see in https://github.com/batoulapps/Adhan that the there are always manual adjustments taken into account, which is why computed timings will not match timings published locally in the UAE, for instance."
    rec(P2_GTSPT1, [g1, g2], g3[1], True, "ellipsis", [], "What is the source of GeniusTS prayer-times' Fajr and Isha angles for the Gulf, Kuwait and Qatar methods?", author="u1")
    rec(P2_GTSPT1, [g1, g2, g3], g4[1], True, "ellipsis", ["the computation"], "I can't tie GeniusTS prayer-times' computation with the Gulf angles to the Dubai Islamic and Charitable Affairs timings.", author="u1")
    rec(P2_GTSPT1, [g1, g2, g3, g4], g5[1], True, "ellipsis", ["calculation methods configurations"], "Most of GeniusTS prayer-times' calculation method configurations are taken from the Islamic Finder website and from other applications and libraries like batoulapps/Adhan and prayer-now.", author="u2")
    rec(P2_GTSPT1, [g1, g2, g3, g4, g5], g6[1], True, "ellipsis", [], "If you find any wrong angles in GeniusTS prayer-times' calculation methods, please let me know.", author="u2")
    # Names Adhan and the UAE timings in full: a complete statement, a trap inside its own thread.
    rec(P2_GTSPT1, [g1, g2, g3, g4, g5, g6], g7, False, SAME, [], None, author="u1")

    t1 = (U, "Incorrect Fajr and ishaa Time for c#", "u1")
    t2 = (U, "i'm trying to use the C# code and the time is incorrect for Fajr and Ishaa , i try to get values like this ,", "u1")
    t3 = (U, "[Correcte Values ](http://www.guidemusulman.com/horaires-prieres/mensuel/cp/42300)", "u1")
    rec(P2_PRAYT8, [t1], t2[1], True, "ellipsis", ["the C# code"], "I'm trying to use Pray-Times' C# code and the time is incorrect for Fajr and Isha; I try to get values like these.", author="u1")
    rec(P2_PRAYT8, [t1, t2, t3], "the angle used here is 12° so i wanted to know how the change the angle in the code", True, "pronoun", ["here", "the code"], "The prayer timetable I want to match uses a 12° angle; how do I change the Fajr/Isha angle in Pray-Times' C# code?", author="u1")
    lend(P2_PRAYT8, [t1], P2_I_ISNA, SAME, P2_ITL14)

    h1 = (U, "Hours: the Islamic prayer times, and the fast in Ramadan", "u1")
    h2 = (U, "Part of the hours work.", "u1")
    h3 = (U, "Not hours but marks: Fajr at a depression angle, sunrise, Dhuhr at solar noon, Asr at a shadow length of one (or two for the Hanafi school), Maghrib at sunset, Isha at an angle or a fixed interval.", "u1")
    h4 = (U, "The angles follow a method: Muslim World League 18°/17°, ISNA 15°/15°, Egypt 19.5°/17.5°, Umm al-Qura 18.5° and 90 minutes after Maghrib (120 in Ramadan), Karachi 18°/18°, Tehran 17.7°/14°.", "u1")
    rec(P2_LINECAST106, [h1, h2], h3[1], True, "ellipsis", [], "linecast shows the Islamic prayer times not as hours but as marks: Fajr at a depression angle, sunrise, Dhuhr at solar noon, Asr at a shadow length of one (or two for the Hanafi school), Maghrib at sunset, Isha at an angle or a fixed interval.", author="u1")
    rec(P2_LINECAST106, [h1, h2, h3], h4[1], True, "ellipsis", ["The angles"], "The Fajr/Isha angles of linecast's prayer times follow a method: Muslim World League 18°/17°, ISNA 15°/15°, Egypt 19.5°/17.5°, Umm al-Qura 18.5° and 90 minutes after Maghrib (120 in Ramadan), Karachi 18°/18°, Tehran 17.7°/14°.", author="u1")
    rec(P2_LINECAST106, [h1, h2, h3, h4], "High latitudes need one of the usual adjustments; pick the angle-based one and say so.", True, "ellipsis", [], "linecast's prayer times need one of the usual high-latitude adjustments; pick the angle-based one and say so.", author="u1")
    lend(P2_LINECAST106, [h1], P2_I_UMMQ, SAME, P2_HIJRI19)

    d1 = (U, "Extending hijridate to address adjustments based on what is announced as opposed to what is computed currently.", "u1")
    d2 = (U, "I had a question pertaining to adjustments to Umm al-qura based on this [site] (https://webspace.science.uu.nl/~gent0113/islam/ummalqura_adjust.htm) where in the announced date is different from the computed date, for a few years.", "u1")
    d3 = (U, "Is there a way to provide a deviation file (deviation.cfg) that annotates deviations.", "u1")
    d4 = (U, "For example, it can say that 1 Ramadan 1424 ==  27 Oct 2023.", "u1")
    d5 = (A, P2_I_UMMQ, "u2")
    d6 = (A, "However, It is limited when the actual sighting of the crescent at the beginning of the month differs.", "u2")
    d7 = (A, "Therefore, you'll find announcements for those adjustments for religious reasons only.", "u2")
    rec(P2_HIJRI19, [d1, d2], d3[1], True, "ellipsis", [], "Is there a way to give hijridate a deviation file (deviation.cfg) that annotates where the announced Umm al-Qura date differs from the computed one?", author="u1")
    rec(P2_HIJRI19, [d1, d2, d3], d4[1], True, "pronoun", ["it"], "For example, a hijridate deviation file could say that 1 Ramadan 1424 == 27 Oct 2023.", author="u1")
    rec(P2_HIJRI19, [d1, d2, d3, d4], P2_I_UMMQ, False, SAME, [], None, author="u2")
    rec(P2_HIJRI19, [d1, d2, d3, d4, d5], d6[1], True, "pronoun", ["It"], "The computed Umm al-Qura calendar is limited when the actual sighting of the crescent at the beginning of the month differs.", author="u2")
    rec(P2_HIJRI19, [d1, d2, d3, d4, d5, d6, d7], "Although having such a feature might be helpful, it can be used only retroactively and requires more frequent updates.", True, "pronoun", ["such a feature"], "Although a hijridate deviation file for announced Umm al-Qura adjustments might be helpful, it could be used only retroactively and would require more frequent updates.", author="u2")

    k1 = (U, "Umm al-Qura month starts are off by one day in 740 of 1896 months vs official KACST data", "u1")
    k2 = (U, "The `MONTH_STARTS` table in `src/hijridate/ummalqura.py` disagrees with the official Saudi (KACST) Umm al-Qura calendar in **740 of the 1896 months** in the supported range (1343–1500 AH).", "u1")
    rec(P2_HIJRI26, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_HIJRI26, [k1, k2], "Dates outside those periods match; inside them, months start one day earlier or later than officially published.", True, "pronoun", ["those periods", "them"], "hijridate's Umm al-Qura dates outside the 740 disagreeing months match; inside them, months start one day earlier or later than the official KACST calendar.", author="u1")
    lend(P2_HIJRI26, [k1], P2_I_MOON, SAME, P2_BSHIJRI27)

    o1 = (U, "Difference between this library and Um Alqura", "u1")
    o2 = (U, "Thanks for a great project.", "u1")
    o3 = (U, "I tried to use this library and it works most of the time but I faced some issues with the following dates:", "u1")
    o4 = (U, "I get the wrong date for them compared to Um Alqura website.", "u1")
    o5 = (U, "The converted date is off by one day.", "u1")
    rec(P2_MHIJRI40, [o1, o2, o3], o4[1], True, "pronoun", ["them"], "I get the wrong moment-hijri date for 1381/7/1, 1980-03-31 and 1956-12-30 compared to the Umm al-Qura website.", author="u1")
    rec(P2_MHIJRI40, [o1, o2, o3, o4], o5[1], True, "ellipsis", ["The converted date"], "moment-hijri's converted date is off by one day compared to the Umm al-Qura website.", author="u1")
    rec(P2_MHIJRI40, [o1, o2, o3, o4, o5], "I found same problem when i choose 27/3/2021", True, "ellipsis", ["same problem"], "I found moment-hijri's one-day difference from Umm al-Qura when I choose 27/3/2021.", author="u2")
    lend(P2_MHIJRI40, [o1], P2_I_UMMQ, SAME, P2_HIJRI19)

    b1 = (U, "any way to adjust days in Hijri?", "u1")
    b2 = (U, P2_I_MOON, "u1")
    b3 = (U, "Example: 1 or 2 or -1 or -2", "u1")
    b4 = (A, "There is no way to adjust days in hijri calendar", "u2")
    b5 = (A, "It depends on Ummulqura Calendar", "u2")
    rec(P2_BSHIJRI27, [b1], P2_I_MOON, False, SAME, [], None, author="u1")
    rec(P2_BSHIJRI27, [b1, b2], b3[1], True, "ellipsis", [], "For example, adjusting bootstrap-hijri-datepicker's Hijri days by 1, 2, -1 or -2.", author="u1")
    rec(P2_BSHIJRI27, [b1, b2, b3], b4[1], True, "ellipsis", [], "There is no way to adjust days in bootstrap-hijri-datepicker's Hijri calendar.", author="u2")
    rec(P2_BSHIJRI27, [b1, b2, b3, b4], b5[1], True, "pronoun", ["It"], "bootstrap-hijri-datepicker's Hijri calendar depends on the Umm al-Qura calendar.", author="u2")
    rec(P2_BSHIJRI27, [b1, b2, b3, b4, b5], "ok thanks", True, "ellipsis", [], "ok, thanks for explaining that bootstrap-hijri-datepicker cannot adjust Hijri days.", author="u1")
    lend(P2_ITL14, [i1, i2], P2_I_MOON, SAME, P2_BSHIJRI27)
    lend(P2_PYISLAM28, [y1, y2], P2_I_ROUND, SAME, P2_LINECAST106)
    lend(P2_PYISLAM28, [y1], P2_I_UMMQ, SAME, P2_HIJRI19)
    lend(P2_PRAYT8, [t1, t2], P2_I_ROUND, SAME, P2_LINECAST106)
    lend(P2_PRAYT8, [t1, t2, t3], P2_I_MOON, SAME, P2_BSHIJRI27)
    lend(P2_LINECAST106, [h1, h2], P2_I_ISNA, SAME, P2_ITL14)
    lend(P2_HIJRI26, [k1, k2], P2_I_ROUND, SAME, P2_LINECAST106)
    lend(P2_MHIJRI40, [o1, o2], P2_I_MOON, SAME, P2_BSHIJRI27)
    lend(P2_BSHIJRI27, [b1, b2, b3], P2_I_UMMQ, SAME, P2_HIJRI19)


def P2_furigana(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Japanese furigana: ruby readings over kanji ----
    w1 = (U, "Duplicate kana when translating text with ruby, in some cases", "u1")
    w2 = (U, "If we have ruby like this:\n高坂《こうさか》桐乃《きりの》", "u1")
    w3 = (U, "And we generate auto-readings which go like this (written in ruby form for clarity):\n高《こう》坂《さか》桐《きり》乃《の》", "u1")
    w4 = (U, "Then the resulting readings look like this:\n高《こうさか》坂《さか》桐《きりの》乃《の》", "u1")
    w5 = (U, "This happens because when translating, wakan trims the word sequences at the word breaks.", "u1")
    rec(P2_WAKAN30, [w1], w2[1], True, "ellipsis", [], "Wakan duplicates kana when translating text with ruby such as 高坂《こうさか》桐乃《きりの》.", author="u1")
    rec(P2_WAKAN30, [w1, w2], w3[1], True, "ellipsis", [], "Wakan generates auto-readings for 高坂桐乃 like 高《こう》坂《さか》桐《きり》乃《の》.", author="u1")
    rec(P2_WAKAN30, [w1, w2, w3], w4[1], True, "ellipsis", ["the resulting readings"], "With the ruby 高坂《こうさか》桐乃《きりの》 and its auto-readings, wakan's resulting readings are 高《こうさか》坂《さか》桐《きりの》乃《の》.", author="u1")
    rec(P2_WAKAN30, [w1, w2, w3, w4], w5[1], True, "pronoun", ["This"], "Wakan duplicates kana with ruby because when translating it trims the word sequences at the word breaks.", author="u1")
    rec(P2_WAKAN30, [w1, w2, w3, w4, w5], "Have to think how to better fix this.", True, "pronoun", ["this"], "I have to think how to better fix wakan's duplicate kana when translating text with ruby.", author="u1")
    lend(P2_WAKAN30, [w1], P2_F_AUTO, SELF, P2_FURIZE2)

    r1 = (U, "Non-ideal results for terms that have kana in between kanji", "u1")
    r2 = (U, "The following code reproduces this problem:\n\n```js\nconst kuroshiro = require(\"kuroshiro\");\nkuroshiro.init(() => {\n  console.log(kuroshiro.convert('言い分', {mode: 'furigana'}));\n  console.log(kuroshiro.convert('言い訳', {mode: 'furigana'}));\n});\n```", "u1")
    r3 = (U, "It prints:\n\n```\n<ruby>言<rp>(</rp><rt></rt><rp>)</rp></ruby>い<ruby>分<rp>(</rp><rt>いぶん</rt><rp>)</rp></ruby>\n<ruby>言<rp>(</rp><rt></rt><rp>)</rp></ruby>い<ruby>訳<rp>(</rp><rt>いわけ</rt><rp>)</rp></ruby>\n```", "u1")
    r4 = (U, "All the furigana is on the second ruby, and nothing is on the first.", "u1")
    r5 = (U, "Thanks for the useful package, I'm depending on it here: https://www.npmjs.com/package/render-furigana :)", "u1")
    rec(P2_KURO31, [r1, r2, r3], r4[1], True, "position", ["the second ruby", "the first"], "In kuroshiro's furigana output for 言い分 and 言い訳, all the furigana is on the second ruby element (分/訳) and nothing is on the first (言).", author="u1")
    rec(P2_KURO31, [r1, r2, r3, r4], r5[1], True, "pronoun", ["the useful package", "it"], "Thanks for kuroshiro; I'm depending on it in render-furigana: https://www.npmjs.com/package/render-furigana", author="u1")
    rec(P2_KURO31, [r1, r2, r3, r4, r5], "I've fixed the issue with the latest kuroshiro version 0.2.4.", True, "ellipsis", ["the issue"], "kuroshiro 0.2.4 fixes furigana for terms that have kana in between kanji (言い分, 言い訳).", author="u2")
    lend(P2_KURO31, [r1], P2_F_KUROMOJI, SAME, P2_FMAKER275)

    j1 = (U, "possible error assigning furigana/okurigana to words with more than one kanji (裏切る)", "u1")
    j2 = (U, "The reading is correct, however the furigana is not assigned to the correct kanji.", "u1")
    rec(P2_KURO12, [j1], j2[1], True, "ellipsis", ["The reading"], "kuroshiro's reading for 裏切る is correct, but the furigana is not assigned to the correct kanji.", author="u1")
    # States the right readings of both kanji in full: complete in itself, the opener's own statement.
    rec(P2_KURO12, [j1, j2], P2_F_URAGI, False, SAME, [], None, author="u1")
    rec(P2_KURO12, [j1, j2, (U, P2_F_URAGI, "u1")], "Instead the 裏 is being assigned the entire reading of うらぎ and there is no furigana for 切:", True, "ellipsis", ["Instead"], "kuroshiro assigns 裏 in 裏切る the entire reading うらぎ and gives no furigana for 切.", author="u1")

    z1 = (U, "Incorrect reading is being considered in some cases.", "u1")
    z2 = (U, "I tried Furiganaize with this \nhttps://www.animelyrics.com/jpop/sukima/bokunouto.jis", "u1")
    z3 = (U, "But, for instance, in this line:\n\"12時間経って並べたもんは紙クズだった\"", "u1")
    z4 = (U, "For the \"時\" kanji it's considering the kunyomi reading \"とき\" instead of the onyomi one \"ジ\" (as it's refering to time).", "u1")
    z5 = (U, "In this case: \"聞こえる雨の音\", it simply won't print furigana for \"聞\" .", "u1")
    z6 = (A, P2_F_AUTO, "u2")
    rec(P2_FURIZE2, [z1, z2, z3], z4[1], True, "pronoun", ["it's"], "In \"12時間経って並べたもんは紙クズだった\", Furiganaize gives 時 the kunyomi reading とき instead of the onyomi ジ (it refers to time).", author="u1")
    rec(P2_FURIZE2, [z1, z2, z3, z4], z5[1], True, "pronoun", ["it"], "In \"聞こえる雨の音\", Furiganaize simply won't print furigana for 聞.", author="u1")
    rec(P2_FURIZE2, [z1, z2, z3, z4, z5], P2_F_AUTO, False, SELF, [], None, author="u2")
    rec(P2_FURIZE2, [z1, z2, z3, z4, z5, z6], "See [igo-javascript](https://github.com/shogo82148/igo-javascript)", True, "ellipsis", [], "For why automatic analysis cannot always give correct furigana in Furiganaize, see igo-javascript (https://github.com/shogo82148/igo-javascript).", author="u2")
    lend(P2_FURIZE2, [z1], P2_F_URAGI, SAME, P2_KURO12)

    k1 = (U, "Wrong fugirana for 好", "u1")
    k2 = (U, "Hey, all the questions in this quiz have the wrong furigana for \"好\", it shows すき, instead of just す.", "u1")
    k3 = (A, "Thanks for reporting this typo!", "u2")
    k4 = (A, "@ingemarberg made a PR that should correct it (thanks!).", "u2")
    rec(P2_GENKI105, [k1], k2[1], True, "pronoun", ["this quiz"], "All the questions in the Genki study resources lesson 5 grammar quiz have the wrong furigana for 好: it shows すき instead of just す.", author="u1")
    rec(P2_GENKI105, [k1, k2], k3[1], True, "pronoun", ["this typo"], "Thanks for reporting the wrong furigana すき for 好 in the Genki study resources quiz!", author="u2")
    rec(P2_GENKI105, [k1, k2, k3], k4[1], True, "pronoun", ["it"], "@ingemarberg made a PR that should correct the furigana of 好 in the Genki study resources quiz.", author="u2")
    rec(P2_GENKI105, [k1, k2, k3, k4], "Gonna also run a full scan on the 3rd ed. files to see if I made any other mistakes like this.", True, "pronoun", ["like this"], "I'll also run a full scan on the Genki study resources 3rd edition files for other wrong furigana like すき for 好.", author="u2")
    lend(P2_GENKI105, [k1], P2_F_AUTO, SELF, P2_FURIZE2)

    f1 = (U, "Error in furigana creation", "u1")
    f2 = (U, "Some Kanji are not read the right way, actually I have an example with a reading that doesn't match at all:", "u1")
    f3 = (U, "一人 should be 　ひとり and not いちにち", "u1")
    f4 = (U, "It's like the kanji is not recognized.", "u1")
    rec(P2_FMAKER275, [f1], f2[1], True, "ellipsis", [], "Furigana Maker reads some kanji the wrong way; I have an example whose reading doesn't match at all.", author="u1")
    rec(P2_FMAKER275, [f1, f2], f3[1], True, "ellipsis", [], "Furigana Maker reads 一人 as いちにち; it should be ひとり.", author="u1")
    rec(P2_FMAKER275, [f1, f2, f3], f4[1], True, "pronoun", ["the kanji"], "It's as if Furigana Maker does not recognize 一人 (reading it いちにち instead of ひとり).", author="u1")
    rec(P2_FMAKER275, [f1, f2, f3, f4], "This is a kuromoji parser bug that I cannot fix, and in fact kuromoji cannot guarantee the correctness of the analysis.", True, "pronoun", ["This"], "Furigana Maker reading 一人 as いちにち is a kuromoji parser bug that I cannot fix; kuromoji cannot guarantee the correctness of its analysis.", author="u2")
    lend(P2_FMAKER275, [f1], P2_F_URAGI, SAME, P2_KURO12)

    s1 = (U, "Multiple readings generation patterns", "u1")
    s2 = (U, "Generate readings either ruby tags or square brackets", "u1")
    rec(P2_ASF10, [s1], s2[1], True, "ellipsis", [], "anki-simple-furigana generates readings either as ruby tags or as square brackets.", author="u1")
    rec(P2_ASF10, [s1, s2], "Fix #3", True, "ellipsis", [], "The anki-simple-furigana pull request for ruby-tag or square-bracket readings fixes issue #3.", author="u1")
    lend(P2_ASF10, [s1], P2_F_KUROMOJI, SAME, P2_FMAKER275)
    lend(P2_KURO12, [j1], P2_F_AUTO, SELF, P2_FURIZE2)
    lend(P2_KURO12, [j1, j2], P2_F_KUROMOJI, SAME, P2_FMAKER275)
    lend(P2_KURO31, [r1, r2], P2_F_AUTO, SELF, P2_FURIZE2)
    lend(P2_ASF10, [s1, s2], P2_F_URAGI, SAME, P2_KURO12)
    lend(P2_FURIZE2, [z1, z2], P2_F_KUROMOJI, SAME, P2_FMAKER275)
    lend(P2_GENKI105, [k1, k2], P2_F_URAGI, SAME, P2_KURO12)


def P2_microtonal(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- microtonal tunings: Scala .scl/.kbm files and non-12-tone scales ----
    s1 = (U, "origin of tuning system/scale data in music21/music21/scale/scala/scl/", "u1")
    s2 = (U, "Where did the data in the .scl files located in the https://github.com/cuthbertLab/music21/tree/master/music21/scale/scala/scl directory come from?", "u1")
    s3 = (U, "I have seen ones in the _same format_ in @flexatone's _athenaCL_, and strangely enough in the library for the Garrison ARIA player and was wondering if they are from the same origin, and what that origin might be.", "u1")
    s4 = (U, "The data comes from the [_Huygens-Fokker Foundation_](http://www.huygens-fokker.org) and was designed for use in its [_Scala_](http://www.huygens-fokker.org/scala/) software package.", "u1")
    s5 = (U, P2_M_SCALA, "u1")
    s6 = (U, "I'll close the question, but credit should be given.", "u1")
    # The body repeats the title with the directory's full address: complete in itself.
    rec(P2_M21_1143, [s1], s2[1], False, "trap_other", [], None, author="u1")
    rec(P2_M21_1143, [s1, s2], s3[1], True, "pronoun", ["ones", "they"], "I have seen .scl files in the same format as music21's in athenaCL and in the Garrison ARIA player library; are they from the same origin, and what is it?", author="u1")
    rec(P2_M21_1143, [s1, s2, s3], s4[1], True, "ellipsis", ["The data"], "The .scl data in music21's scale/scala/scl directory comes from the Huygens-Fokker Foundation and was designed for its Scala software package.", author="u1")
    rec(P2_M21_1143, [s1, s2, s3, s4], P2_M_SCALA, False, SAME, [], None, author="u1")
    rec(P2_M21_1143, [s1, s2, s3, s4, s5], s6[1], True, "ellipsis", ["the question"], "I'll close the question about the origin of music21's .scl tuning data (the Huygens-Fokker Foundation's Scala), but credit should be given.", author="u1")
    rec(P2_M21_1143, [s1, s2, s3, s4, s5, s6], "yes.  It is used with permission (though I'm not 100% sure it is copyrightable)", True, "pronoun", ["It"], "music21's Huygens-Fokker Scala .scl data is used with permission (though I'm not 100% sure it is copyrightable).", author="u2")

    t1 = (U, "Microtonality support", "u1")
    t2 = (U, "See [MIDI Tuning Standard](http://www.microtonal-synthesis.com/MIDItuning.html) and [Scala file format](http://www.huygens-fokker.org/scala/scl_format.html).", "u1")
    t3 = (U, "Additional info: [31ET](http://31et.com/) is [fun](http://tinyurl.com/zwf4jm5).", "u1")
    t4 = (U, "Is there any chance that microtonal scales will be supported in the \nfuture?", "u2")
    t5 = (U, P2_M_OPTIONS, "u2")
    rec(P2_TUNEFISH7, [t1], t2[1], True, "ellipsis", [], "For microtonality support in Tunefish, see the MIDI Tuning Standard and the Scala file format.", author="u1")
    rec(P2_TUNEFISH7, [t1, t2], t3[1], True, "ellipsis", ["Additional info"], "Additional info for Tunefish microtonality support: 31-tone equal temperament (31ET) is fun.", author="u1")
    rec(P2_TUNEFISH7, [t1, t2, t3], t4[1], True, "ellipsis", [], "Is there any chance that Tunefish will support microtonal scales in the future?", author="u2")
    rec(P2_TUNEFISH7, [t1, t2, t3, t4], P2_M_OPTIONS, False, SAME, [], None, author="u2")
    rec(P2_TUNEFISH7, [t1, t2, t3, t4, t5], "Examples include AnaMark TUN (.tun), Scala (.scl/.kbm), and \nMIDI Tuning Standard tuning dump (.mid).", True, "ellipsis", ["Examples"], "Examples of tuning files a synth user loads for microtonal scales include AnaMark TUN (.tun), Scala (.scl/.kbm) and the MIDI Tuning Standard tuning dump (.mid).", author="u2")
    lend(P2_TUNEFISH7, [t1], P2_M_AMSYNTH, SAME, P2_CALF163)

    h1 = (U, "Microtonality support", "u1")
    h2 = (U, "See [MIDI Tuning Standard](http://www.microtonal-synthesis.com/MIDItuning.html) and [Scala file format](http://www.huygens-fokker.org/scala/scl_format.html).", "u1")
    h3 = (A, "https://github.com/mtytel/helm/issues/87", "u2")
    rec(P2_HELM94, [h1, h2], h3[1], True, "ellipsis", [], "Microtonality support for Helm is already requested in https://github.com/mtytel/helm/issues/87", author="u2")
    rec(P2_HELM94, [h1, h2, h3], "Closing as duplicate", True, "ellipsis", [], "Closing Helm's microtonality-support issue as a duplicate of helm#87.", author="u3")
    lend(P2_HELM94, [h1], P2_M_CONCEPTS, SAME, P2_MERCURY39)

    c1 = (U, "microtonal", "u1")
    c2 = (U, "Do you think making micro tonal sampler or sf2 player?", "u1")
    c3 = (A, "Ideas of scaling could be taken from zynsubfx synth where scale could be defined freely, by cents, ratio, etc.", "u2")
    c4 = (A, "Fluidsynth devs [say](https://github.com/FluidSynth/fluidsynth/issues/278) that fluidsynth already supports microtuning, but I was not able to reproduce this.", "u3")
    c5 = (U, "I would love to see this implemented in calf fluidsynth!", "u4")
    c6 = (U, P2_M_AMSYNTH, "u4")
    rec(P2_CALF163, [c1], c2[1], True, "ellipsis", [], "Would Calf consider making a microtonal sampler or SF2 player?", author="u1")
    rec(P2_CALF163, [c1, c2], c3[1], True, "ellipsis", ["Ideas of scaling"], "Ideas for microtonal scaling in Calf could be taken from the ZynAddSubFX synth, where a scale can be defined freely, by cents, ratio, etc.", author="u2")
    # Names fluidsynth and its claim in full: complete in itself.
    rec(P2_CALF163, [c1, c2, c3], c4[1], False, SAME, [], None, author="u3")
    rec(P2_CALF163, [c1, c2, c3, c4], c5[1], True, "pronoun", ["this"], "I would love to see microtuning implemented in Calf's fluidsynth plugin!", author="u4")
    rec(P2_CALF163, [c1, c2, c3, c4, c5], P2_M_AMSYNTH, False, SAME, [], None, author="u4")
    rec(P2_CALF163, [c1, c2, c3, c4, c5, c6], "That general method would be my first choice, but if it's easier to implement with midi MTS files I could live with that too.", True, "pronoun", ["That general method"], "Microtuning with Scala files (scl + kbm), as amsynth does, would be my first choice for Calf fluidsynth, but MIDI MTS files would be acceptable if easier to implement.", author="u4")

    e1 = (U, "Improved Scala (.scl) I/O", "u1")
    e2 = (U, "I am currently using the Anamark TUN library to read Scala files, but it parses all the lines into cents representations.", "u1")
    e3 = (U, "I would like to preserve ratio representations and be able to write Scala files too, so this will require (preferably collaborated) enhancement of the TUN library, a different existing C++ Scala I/O library, or rolling a custom one.", "u1")
    e4 = (A, "I noticed this issue and thought I'd suggest as an alternative to the Anamark TUN Library using the Surge Synth Team's tuning library which has full SCL/KBM support", "u2")
    rec(P2_EVERY2, [e1], e2[1], True, "ellipsis", [], "everytone-tuner currently uses the Anamark TUN library to read Scala files, but it parses all the lines into cents representations.", author="u1")
    rec(P2_EVERY2, [e1, e2], e3[1], True, "ellipsis", [], "everytone-tuner should preserve ratio representations and write Scala files too, which needs an enhanced TUN library, a different C++ Scala I/O library, or a custom one.", author="u1")
    rec(P2_EVERY2, [e1, e2, e3], e4[1], True, "pronoun", ["this issue"], "As an alternative to the Anamark TUN library for everytone-tuner's Scala I/O, I suggest the Surge Synth Team's tuning library, which has full SCL/KBM support.", author="u2")
    rec(P2_EVERY2, [e1, e2, e3, e4], "this implementation has been used by Surge XT, Monique, Dexed, Odin2, sfizz, BespokeSynth and soon Decent Sampler", True, "pronoun", ["this implementation"], "The Surge Synth Team's tuning library has been used by Surge XT, Monique, Dexed, Odin2, sfizz, BespokeSynth and soon Decent Sampler.", author="u2")
    lend(P2_EVERY2, [e1], P2_M_SCALA, SAME, P2_M21_1143)

    m1 = (U, "Addition of Scala files", "u1")
    m2 = (U, "An addition for `scale` could include the use of the [Scala format](http://www.huygens-fokker.org/scala/scl_format.html) due to the [immense library](http://www.huygens-fokker.org/scala/downloads.html#scales) of [already existing scales](http://www.huygens-fokker.org/docs/scalesdir.txt) in `.scl` format.", "u1")
    m3 = (U, P2_M_CONCEPTS, "u1")
    m4 = (U, "There should be a clear distinction for naming the different functions within Mercury.", "u1")
    m5 = (A, "Interesting! Had not heard about this `.scl` format before.", "u2")
    rec(P2_MERCURY39, [m1], m2[1], True, "ellipsis", [], "Mercury's `scale` could add the Scala format, given the immense library of existing scales in `.scl` format.", author="u1")
    rec(P2_MERCURY39, [m1, m2], P2_M_CONCEPTS, False, SAME, [], None, author="u1")
    rec(P2_MERCURY39, [m1, m2, m3], m4[1], True, "ellipsis", ["the different functions"], "Mercury should clearly distinguish the naming of its scale, mode and tuning functions.", author="u1")
    rec(P2_MERCURY39, [m1, m2, m3, m4], m5[1], True, "pronoun", ["this `.scl` format"], "Interesting! I had not heard about the Scala `.scl` tuning format before.", author="u2")
    rec(P2_MERCURY39, [m1, m2, m3, m4, m5], "If setting a scale to a (for example) 19-TET, what would the values in `note()` mean?", True, "ellipsis", [], "If a Mercury scale were set to, for example, 19-TET from a Scala file, what would the values in Mercury's `note()` mean?", author="u2")
    lend(P2_MERCURY39, [m1], P2_M_AMSYNTH, SAME, P2_CALF163)

    g1 = (U, "Scala files larger than one octave not working", "u1")
    g2 = (U, "I wanted to use the \"stopper.scl\" out of the http://huygens-fokker.org/docs/scales.zip which is based on duodecimes instead of octaves.", "u1")
    g3 = (U, "If I import it the error \"Error: There are invalid values in the scale: all the notes should be in the same octave\" appears.", "u1")
    g4 = (U, "Is there a way to change the scala file in a way to be used by lingot?", "u1")
    g5 = (A, "I am afraid this is not supported in LINGOT at the moment: you have to specify the notes **within one octave.**", "u2")
    rec(P2_LINGOT59, [g1, g2], g3[1], True, "pronoun", ["it"], "If I import stopper.scl (a duodecime-based Scala file) into lingot, the error \"There are invalid values in the scale: all the notes should be in the same octave\" appears.", author="u1")
    rec(P2_LINGOT59, [g1, g2, g3], g4[1], True, "pronoun", ["the scala file"], "Is there a way to change the stopper.scl Scala file so that lingot can use it?", author="u1")
    rec(P2_LINGOT59, [g1, g2, g3, g4], g5[1], True, "pronoun", ["this"], "Scala scales larger than one octave are not supported in lingot at the moment: you have to specify the notes within one octave.", author="u2")
    rec(P2_LINGOT59, [g1, g2, g3, g4, g5], "I just did not think of non \"octave-periodic\" scales when I wrote this, but now that you mention it, I find it very interesting.", True, "pronoun", ["this"], "I did not think of non-octave-periodic scales when I wrote lingot's Scala import, but I find them very interesting.", author="u2")
    lend(P2_LINGOT59, [g1], P2_M_SCALA, SAME, P2_M21_1143)
    lend(P2_HELM94, [h1, h2], P2_M_SCALA, SAME, P2_M21_1143)
    lend(P2_HELM94, [h1, h2, h3], P2_M_AMSYNTH, SAME, P2_CALF163)
    lend(P2_HELM94, [h1], P2_M_OPTIONS, SAME, P2_TUNEFISH7)
    lend(P2_EVERY2, [e1, e2], P2_M_CONCEPTS, SAME, P2_MERCURY39)
    lend(P2_LINGOT59, [g1, g2], P2_M_CONCEPTS, SAME, P2_MERCURY39)


def P2_astrology(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- astrology charts: house systems, ascendants and the sidereal ayanamsa ----
    f1 = (U, "House calculation", "u1")
    f2 = (U, "I have a problem with house calculation.", "u1")
    f3 = (U, "The result is `<House9 Capricorn +01:01:35 15.506900746302676>`", "u1")
    f4 = (U, "I tried a lot of different services, here is what they show:", "u1")
    f5 = (U, "Everywhere hsys == Placidus.", "u1")
    f6 = (U, "Can you tell me why the results are different?", "u1")
    f7 = (A, "Do you want the cusp of the house where the Sun is in, or do you want to know the position the sun is?", "u2")
    rec(P2_FLAT69, [f1, f2, f3, f4, f5], f6[1], True, "pronoun", ["the results"], "Why does flatlib's Placidus house for the Sun (House9 Capricorn +01:01:35) differ from what other astrology services show?", author="u1")
    rec(P2_FLAT69, [f1, f2, f3, f4, f5, f6], f7[1], True, "ellipsis", [], "In flatlib, do you want the cusp of the house the Sun is in, or the position of the Sun?", author="u2")
    rec(P2_FLAT69, [f1, f2, f3, f4, f5, f6, f7], P2_A_DIFF, False, "trap_fresh_what", [], None, author="u2")

    w1 = (U, "House Calculation Errors?", "u1")
    w2 = (U, "I get output:\n```\n\"<House10 Virgo +00:00:00 30.0>\" \n\"<House7 Gemini +00:00:00 30.0>\"\n```", "u1")
    w3 = (U, "output should be:\n```\n\"<House9 Leo +00:00:00 30.0>\"\n\"<House6 Taurus +00:00:00 30.0>\"\n```", "u1")
    w4 = (A, P2_A_FIVE, "u2")
    w5 = (A, "Are you considering the 5º degree rule?", "u2")
    rec(P2_FLAT26, [w1, w2, w3], P2_A_FIVE, False, SELF, [], None, author="u2")
    rec(P2_FLAT26, [w1, w2, w3, w4], w5[1], True, "pronoun", ["the 5º degree rule"], "Are you considering the traditional rule that an object within 5º of a house cusp counts as in that house when comparing flatlib's houses?", author="u2")
    rec(P2_FLAT26, [w1, w2, w3, w4, w5], "yes this is due to the 5 degree rule, this can be closed.", True, "pronoun", ["this"], "Yes, the difference in flatlib's house calculation is due to the 5-degree rule; the issue can be closed.", author="u1")

    l1 = (U, "Lahiri Ayanamsa", "u1")
    l2 = (U, "How to apply various ayanamsa?", "u1")
    l3 = (U, "For Example : <Sun Capricorn +17:31:21 +01:01:10> is as per the existing code, however applying the Ayanamsa it should be Sun in Sagittarius  23 Deg, 58',21''", "u1")
    l4 = (U, "is this possible?", "u1")
    rec(P2_FLAT32, [l1], l2[1], True, "ellipsis", [], "How do I apply various ayanamsas (e.g. Lahiri) in flatlib?", author="u1")
    rec(P2_FLAT32, [l1, l2], l3[1], True, "ellipsis", [], "For example, flatlib gives Sun Capricorn +17:31:21, but with the Lahiri ayanamsa applied it should be Sun in Sagittarius 23°58'21\".", author="u1")
    rec(P2_FLAT32, [l1, l2, l3], l4[1], True, "pronoun", ["this"], "Is applying the Lahiri ayanamsa possible in flatlib?", author="u1")
    rec(P2_FLAT32, [l1, l2, l3, l4], "I have a sideral branch that is working, but is very very unstable and incomplete (https://github.com/flatangle/flatlib/tree/sidereal).", True, "ellipsis", [], "flatlib has a sidereal branch that works but is very unstable and incomplete (https://github.com/flatangle/flatlib/tree/sidereal).", author="u2")

    p1 = (U, "\"swisseph.Error: swisseph.houses: error\" error in a specific example", "u1")
    p2 = (U, "I found a specific example when calculating the ascendant.", "u1")
    p3 = (U, "i'm using: cusps, houses = swe.houses(jul_day_ut, lat, long, b'P') and it works for 99.9% of time but, with\njulian_date = 2449477.829861111  \nlatitude = 67.5035662  \nlongitude = 64.0627028", "u1")
    p4 = (U, "I get an error: \"swisseph.Error: swisseph.houses: error\".", "u1")
    p5 = (U, "Tweaking latitude a little bit, i found out that on 66.5 and less - it works fine, but on 66.5+ - not.", "u1")
    p6 = (A, P2_A_PLACIDUS, "u2")
    rec(P2_PYSWE74, [p1, p2, p3], p4[1], True, "ellipsis", [], "With julian_date 2449477.829861111, latitude 67.5035662 and longitude 64.0627028, pyswisseph's swe.houses(..., b'P') raises \"swisseph.Error: swisseph.houses: error\".", author="u1")
    rec(P2_PYSWE74, [p1, p2, p3, p4], p5[1], True, "ellipsis", [], "pyswisseph's Placidus swe.houses works at latitudes of 66.5 and less, but fails above 66.5.", author="u1")
    rec(P2_PYSWE74, [p1, p2, p3, p4, p5], P2_A_PLACIDUS, False, SELF, [], None, author="u2")
    rec(P2_PYSWE74, [p1, p2, p3, p4, p5, p6], "The Pyswisseph has deliberately chosen to raise an exception instead.", True, "ellipsis", ["instead"], "Where the C Swiss Ephemeris switches to Porphyry houses beyond the polar circle, pyswisseph deliberately raises an exception instead.", author="u2")
    lend(P2_PYSWE74, [p1], P2_A_FIVE, SELF, P2_FLAT26)

    s1 = (U, "Sidereal zodiac calculations: are they possible at all?", "u1")
    s2 = (U, "The result is:", "u1")
    s3 = (U, "> module 'swisseph' has no attribute 'SE_SIDM_LAHIRI'", "u1")
    s4 = (U, "How do I define the ayanamsha then?", "u1")
    s5 = (U, "I tried to do the calculation without setting the preferred ayanamsha and it was successful but I can guess that the default ayanamsha is Fagan/Bradley, i.e. no what I need.", "u1")
    rec(P2_PYSWE48, [s1, s2, s3], s4[1], True, "ellipsis", ["then"], "How do I define the ayanamsha in pyswisseph, given that swisseph has no attribute 'SE_SIDM_LAHIRI'?", author="u1")
    rec(P2_PYSWE48, [s1, s2, s3, s4], s5[1], True, "ellipsis", ["the calculation"], "pyswisseph's sidereal calculation succeeds without setting an ayanamsha, but the default is presumably Fagan/Bradley, which is not what I need.", author="u1")
    rec(P2_PYSWE48, [s1, s2, s3, s4, s5], "I found out by experimenting and searching through documentation that swe.SIDM_LAHIRI does give me the desired result.", True, "ellipsis", [], "In pyswisseph, swe.SIDM_LAHIRI (not SE_SIDM_LAHIRI) sets the Lahiri ayanamsha and gives the desired sidereal result.", author="u1")
    lend(P2_PYSWE48, [s1], P2_A_DIFF, "trap_fresh_what", P2_FLAT69)

    y1 = (U, "Lahiri ayanāṃśa and sidereal longitudes differ from direct Swiss Ephemeris results", "u1")
    y2 = (U, "I noticed a reproducible difference between Maitreya 8.2 and direct Swiss Ephemeris calculations.", "u1")
    y3 = (U, "The implied Lahiri ayanāṃśa from Swiss Ephemeris is about **24°13′49.7″**, whereas Maitreya reports **24°13′41″**.", "u1")
    rec(P2_MAITREYA115, [y1], y2[1], False, SAME, [], None, author="u1")
    rec(P2_MAITREYA115, [y1, y2], y3[1], False, SAME, [], None, author="u1")
    rec(P2_MAITREYA115, [y1, y2, y3], "Is Maitreya's Lahiri ayanāṃśa intentionally different from the Swiss Ephemeris `SE_SIDM_LAHIRI` implementation, or could this indicate a calculation issue?", True, "pronoun", ["this"], "Is Maitreya's Lahiri ayanāṃśa intentionally different from the Swiss Ephemeris `SE_SIDM_LAHIRI` implementation, or could the ~8″ difference (24°13′41″ vs 24°13′49.7″) indicate a calculation issue?", author="u1")
    lend(P2_MAITREYA115, [y1], P2_A_PRECESS, SAME, P2_PYJHORA49)

    j1 = (U, "TRUE_LAHIRI using present‑epoch value rather than the birth‑date value.", "u1")
    j2 = (U, "I compared my chart from parashara light with pyjhora.", "u1")
    j3 = (U, "Born in 1964 gives a difference of ~0.87° for each planet.", "u1")
    j4 = (U, "This is because TRUE_LAHIRI seems to compute with present day Ayanamsa.", "u1")
    j5 = (U, P2_A_PRECESS, "u1")
    # Names both programs in full: the opener's statement needs nothing from the title.
    rec(P2_PYJHORA49, [j1], j2[1], False, "trap_other", [], None, author="u1")
    rec(P2_PYJHORA49, [j1, j2], j3[1], True, "ellipsis", [], "For a 1964 birth, PyJHora's TRUE_LAHIRI chart differs from Parashara's Light by ~0.87° for each planet.", author="u1")
    rec(P2_PYJHORA49, [j1, j2, j3], j4[1], True, "pronoun", ["This"], "PyJHora's ~0.87° planet offset for a 1964 chart is because its TRUE_LAHIRI seems to compute with the present-day ayanamsa.", author="u1")
    rec(P2_PYJHORA49, [j1, j2, j3, j4], P2_A_PRECESS, False, SAME, [], None, author="u1")
    rec(P2_PYJHORA49, [j1, j2, j3, j4, j5], "I am converting to LAHIRI to see if that resolves the issue", True, "pronoun", ["that", "the issue"], "I am switching PyJHora from TRUE_LAHIRI to LAHIRI to see if that resolves the present-epoch ayanamsa offset.", author="u1")

    e1 = (U, "SEFLG_SIDEREAL flag returns systematically incorrect planetary positions (23° offset)", "u1")
    e2 = (U, "The `SEFLG_SIDEREAL` flag in the Swiss Ephemeris Node.js binding produces incorrect sidereal planetary positions with a systematic offset equal to the ayanamsa value (~23°).", "u1")
    rec(P2_SWEPH25, [e1], e2[1], False, SAME, [], None, author="u1")
    rec(P2_SWEPH25, [e1, e2], "This affects all sidereal astrological calculations and appears to be a bug in the coordinate transformation within the Node.js binding layer.", True, "pronoun", ["This"], "The SEFLG_SIDEREAL offset in the sweph Node.js binding affects all sidereal astrological calculations and appears to be a bug in the binding's coordinate transformation.", author="u1")
    lend(P2_SWEPH25, [e1], P2_A_PLACIDUS, SELF, P2_PYSWE74)
    lend(P2_FLAT26, [w1], P2_A_PRECESS, SAME, P2_PYJHORA49)
    lend(P2_FLAT32, [l1], P2_A_PLACIDUS, SELF, P2_PYSWE74)
    lend(P2_FLAT69, [f1, f2], P2_A_PRECESS, SAME, P2_PYJHORA49)
    lend(P2_PYSWE48, [s1, s2, s3], P2_A_FIVE, SELF, P2_FLAT26)
    lend(P2_SWEPH25, [e1, e2], P2_A_FIVE, SELF, P2_FLAT26)
    lend(P2_MAITREYA115, [y1, y2], P2_A_DIFF, "trap_fresh_what", P2_FLAT69)
    lend(P2_PYJHORA49, [j1], P2_A_PLACIDUS, SELF, P2_PYSWE74)


def P2_lego(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- LEGO parts: BrickLink colours, known colours and part inventories ----
    b1 = (U, "Add Show in my Bricklink Inventory", "u1")
    b2 = (U, "Add an option to see that part in your BL Inventory:", "u1")
    b3 = (U, "BTW, maybe and option in the settings to use the old inventory view instead as the new one still has some bugs:", "u1")
    b4 = (U, "With this option, the other Show in my Store on Bricklink would link instead to the store front, not the inventory.", "u1")
    b5 = (U, "PD: Just noticed we can change from searching the color name to just use the ID (Black = 11):", "u1")
    rec(P2_BSTORE243, [b1], b2[1], True, "ellipsis", ["that part"], "Add a BrickStore option to see the selected part in your BrickLink inventory.", author="u1")
    rec(P2_BSTORE243, [b1, b2], b3[1], True, "ellipsis", ["the settings"], "Maybe add a BrickStore setting to use BrickLink's old inventory view, as the new one still has some bugs.", author="u1")
    rec(P2_BSTORE243, [b1, b2, b3], b4[1], True, "pronoun", ["this option"], "With a setting for BrickLink's old inventory view, BrickStore's other \"Show in my Store on Bricklink\" would link to the store front instead of the inventory.", author="u1")
    rec(P2_BSTORE243, [b1, b2, b3, b4, b5], "But only works in the .asp view...", True, "ellipsis", [], "Searching BrickLink inventory by colour ID (Black = 11) instead of colour name only works in the old .asp view.", author="u1")
    lend(P2_BSTORE243, [b1], P2_L_PEARL, SAME, P2_BSYNC29)

    k1 = (U, "Issue with \"Known colors\"", "u1")
    k2 = (U, "I have an issue where the \"Known Colors\" of an part on BrickStore is different from the same item on BrickLink.", "u1")
    k3 = (U, "Running BS version 2023.8.1 (build: 1059) and I love BS.", "u1")
    k4 = (A, P2_L_NOACCESS, "u2")
    rec(P2_BSTORE778, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_BSTORE778, [k1, k2, k3], P2_L_NOACCESS, False, SAME, [], None, author="u2")
    rec(P2_BSTORE778, [k1, k2, k3, k4], "Instead the known colors in BrickStore are compiled from 2 sources: all the part inventories and all the known PCCs (part-color-codes).", True, "ellipsis", ["Instead"], "Rather than BrickLink's \"Known Colors\" data, BrickStore compiles known colors from 2 sources: all the part inventories and all the known PCCs (part-color-codes).", author="u2")

    r1 = (U, "Reverse color search???", "u1")
    r2 = (U, "Is it possible to select a specific color then filter by a category for all parts only that come in that color and that category?", "u1")
    r3 = (U, "Additionally,  if you could search a word,  like \"horn\" and then say only match those that come in a specific color.", "u1")
    r4 = (U, "That could speed up finding parts a lot.", "u1")
    r5 = (A, "Implies \"Known Colors\" to work reliably enough - which isn't unfortunately.", "u2")
    r6 = (A, "See #94", "u2")
    rec(P2_BSTORE164, [r1, r2, r3], r4[1], True, "pronoun", ["That"], "Filtering BrickStore's part search by a specific colour (and category or word) could speed up finding parts a lot.", author="u1")
    rec(P2_BSTORE164, [r1, r2, r3, r4], r5[1], True, "ellipsis", [], "A reverse colour search in BrickStore implies that \"Known Colors\" work reliably enough, which unfortunately they don't.", author="u2")
    rec(P2_BSTORE164, [r1, r2, r3, r4, r5, r6], "I have seen that also.", True, "identifier", ["that"], "I have also seen BrickStore issue #94 about \"Known Colors\" not working.", author="u1")

    c1 = (U, "Fetch and apply (dynamically?) known colors for part selection", "u1")
    c2 = (U, "Current part vs. color selection does not specify known or existing colors.", "u1")
    c3 = (A, P2_L_DECADES, "u2")
    c4 = (A, "It requires more work to determine if a \npart+color combination is actually available (at any price) or is \nunobtainium.", "u2")
    rec(P2_LEOCAD673, [c1], c2[1], True, "ellipsis", [], "LeoCAD's current part vs. colour selection does not specify known or existing colours.", author="u1")
    rec(P2_LEOCAD673, [c1, c2], P2_L_DECADES, False, SAME, [], None, author="u2")
    rec(P2_LEOCAD673, [c1, c2, c3], c4[1], False, SELF, [], None, author="u2")
    rec(P2_LEOCAD673, [c1, c2, c3, c4], "there would probably be a better way to do this? peeron or another site/database - was just throwing the idea out there as a nice to have for editing/building to not make something impossible to purchase :)", True, "pronoun", ["this", "the idea"], "Would there be a better way for LeoCAD to show only part+colour combinations that exist, e.g. from Peeron or another site/database, so as not to build something impossible to purchase?", author="u1")
    lend(P2_LEOCAD673, [c1], P2_L_NOACCESS, SAME, P2_BSTORE778)

    a1 = (U, "Update / add LEGO Pick a brick colors", "u1")
    a2 = (U, "Looking to create a piece, and want to order parts from LEGO.com", "u1")
    a3 = (U, "When I select \"mix in colors from existing sets\" and then \"All pick a brick studs\" only 13 colors appear.", "u1")
    a4 = (U, "I have just been to Pick-a-brick, and found 37 different colors of the flat round 1x1 tile, excluding transparents and studs with print.", "u1")
    a5 = (A, "So  \"All pick a brick studs\" isn't the same as  \"All pick a brick tiles\" - I can look into the latter when I have time, but it's time consuming to go through and add them.", "u2")
    a6 = (A, "I did look into pulling them automatically, but this comes with a few issues.", "u2")
    rec(P2_LEGOART95, [a1, a2], a3[1], True, "ellipsis", [], "In Lego Art Remix, selecting \"mix in colors from existing sets\" and then \"All pick a brick studs\" shows only 13 colors.", author="u1")
    rec(P2_LEGOART95, [a1, a2, a3], a4[1], False, SAME, [], None, author="u1")
    rec(P2_LEGOART95, [a1, a2, a3, a4], a5[1], True, "ellipsis", [], "Lego Art Remix's \"All pick a brick studs\" isn't the same as \"All pick a brick tiles\"; adding the tiles is time-consuming.", author="u2")
    rec(P2_LEGOART95, [a1, a2, a3, a4, a5], a6[1], True, "pronoun", ["them", "this"], "I looked into pulling LEGO Pick a Brick colours into Lego Art Remix automatically, but that comes with a few issues.", author="u2")
    rec(P2_LEGOART95, [a1, a2, a3, a4, a5, a6], P2_L_FIRSTLY, False, SAME, [], None, author="u2")
    lend(P2_LEGOART95, [a1], P2_L_DECADES, SAME, P2_LEOCAD673)

    n1 = (U, "Additional color information", "u1")
    n2 = (U, "For the parts lists it would be nice to have color information from all currently used technologies (LDD, Bricklink, Official LEGO, rebrickable)", "u1")
    rec(P2_BINSTR5, [n1], n2[1], True, "ellipsis", ["the parts lists"], "buildinginstructions.js's parts lists should have colour information from all current systems (LDD, BrickLink, official LEGO, Rebrickable).", author="u1")
    rec(P2_BINSTR5, [n1, n2], "BrickLink, official LEGO are currently available, while Rebrickable uses its own system and is not required in any existing use case.", True, "ellipsis", [], "buildinginstructions.js's parts lists now have BrickLink and official LEGO colour information; Rebrickable uses its own system and is not required in any existing use case.", author="u1")
    lend(P2_BINSTR5, [n1], P2_L_NOACCESS, SAME, P2_BSTORE778)

    s1 = (U, "Another colour update!", "u1")
    s2 = (U, P2_L_PEARL, "u1")
    s3 = (U, "New colours are:\nPearl Red (252 on BL, and 181 on BO)\nPearl Green (253 on BL, and 183 on BO)\nPearl Blue (254 on BL, and 189 on BO)\nPearl Brown (255 on BL, and 219 on BO)", "u1")
    s4 = (U, "This forum post explains the new colours: https://www.bricklink.com/message.asp?ID=1436672", "u1")
    rec(P2_BSYNC29, [s1], P2_L_PEARL, False, SAME, [], None, author="u1")
    rec(P2_BSYNC29, [s1, s2, s3], s4[1], True, "pronoun", ["the new colours"], "A BrickLink forum post explains the 4 new Pearl colours (Pearl Red, Green, Blue and Brown) for Bionicle parts: https://www.bricklink.com/message.asp?ID=1436672", author="u1")
    rec(P2_BSYNC29, [s1, s2, s3, s4], "I've updated the colortable.c file accordingly - will upload it as a comment in this thread.", True, "ellipsis", ["accordingly"], "I've updated BrickSync's colortable.c with the 4 new BrickLink Pearl colours and will upload it as a comment.", author="u1")
    lend(P2_BSYNC29, [s1], P2_L_DECADES, SAME, P2_LEOCAD673)
    lend(P2_BINSTR5, [n1, n2], P2_L_DECADES, SAME, P2_LEOCAD673)
    lend(P2_BINSTR5, [n1], P2_L_PEARL, SAME, P2_BSYNC29)
    lend(P2_BSYNC29, [s1, s2], P2_L_NOACCESS, SAME, P2_BSTORE778)
    lend(P2_BSYNC29, [s1, s2, s3], P2_L_FIRSTLY, SAME, P2_LEGOART95)
    lend(P2_LEOCAD673, [c1, c2], P2_L_FIRSTLY, SAME, P2_LEGOART95)


def P2_kerning(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- type design: kerning pairs, kerning groups and spacing ----
    k1 = (U, "Remove unneeded pairs.", "u1")
    k2 = (U, "First, thanks for sharing this.", "u1")
    k3 = (U, "I think the list can be greatly improved by removing pairs that don’t need kerning or can be covered by class kerning:", "u1")
    k4 = (U, "1. Pairs with `space`. The first 30 pairs are mostly with `space`. Those are usually not kerned. \n2. Most pairs with accented letters. Most Uppercase with accents need the same kerning as the base glyph. This is true for A lot of the lowercase, too. Exceptions are `T|V|W|f|`+letter with top accents and pairs with quotes.", "u1")
    k5 = (A, "Your second point makes total sense.", "u2")
    k6 = (A, "I should implement groups directly for the uppercase letters.", "u2")
    k7 = (A, "I disagree with you on the first point, though.", "u2")
    rec(P2_KPAIRS11, [k1, k2], k3[1], True, "ellipsis", ["the list"], "The kerning-pairs list can be greatly improved by removing pairs that don't need kerning or can be covered by class kerning.", author="u1")
    rec(P2_KPAIRS11, [k1, k2, k3, k4], k5[1], True, "position", ["Your second point"], "Removing most pairs with accented letters from the kerning-pairs list (uppercase with accents need the same kerning as the base glyph) makes total sense.", author="u2")
    rec(P2_KPAIRS11, [k1, k2, k3, k4, k5], k6[1], True, "ellipsis", ["groups"], "The kerning-pairs list should implement kerning groups directly for the uppercase letters with accents.", author="u2")
    rec(P2_KPAIRS11, [k1, k2, k3, k4, k5, k6], k7[1], True, "position", ["the first point"], "I disagree that pairs with `space` should be removed from the kerning-pairs list.", author="u2")
    rec(P2_KPAIRS11, [k1, k2, k3, k4, k5, k6, k7], "The significance to kern letter pairs containing `space` is confirmed by this study, I interpret.", True, "pronoun", ["this study"], "The kerning-pairs study confirms, as I interpret it, the significance of kerning letter pairs that contain `space`.", author="u2")
    lend(P2_KPAIRS11, [k1], P2_T_UFO3, SAME, P2_KDUMP6)

    r1 = (U, "Overly-tight kerning", "u1")
    r2 = (U, "In reviewing the kerning data, we found that there are some of the new kerning pairs that are super tight:", "u1")
    r3 = (U, "Can you review the kerning data for the above pairs (and in general)?", "u1")
    r4 = (A, "@aaronbell   You’re right. So I reviewed and readjusted all the kerning pairs.", "u2")
    r5 = (A, "Could you try from the  [`adjust_kerning`](https://github.com/fontworks-fonts/Reggae/tree/adjust_kerning) branch and see if that fixes it?", "u2")
    r6 = (U, "@kokiabe Thanks for the update! These diagonals are notoriously challenging to get right.", "u1")
    r7 = (U, "In reviewing, I still think it feels a bit tight.", "u1")
    rec(P2_REGGAE4, [r1, r2], r3[1], True, "pronoun", ["the above pairs"], "Can you review Reggae's kerning data for the new, overly tight kerning pairs (and in general)?", author="u1")
    rec(P2_REGGAE4, [r1, r2, r3], r4[1], True, "ellipsis", [], "I reviewed and readjusted all of Reggae's kerning pairs.", author="u2")
    rec(P2_REGGAE4, [r1, r2, r3, r4], r5[1], True, "pronoun", ["that", "it"], "Could you try Reggae's `adjust_kerning` branch and see if it fixes the overly tight kerning?", author="u2")
    rec(P2_REGGAE4, [r1, r2, r3, r4, r5], r6[1], True, "pronoun", ["These diagonals"], "Thanks for the update to Reggae's kerning; diagonal letter pairs like YA and LY are notoriously challenging to get right.", author="u1")
    rec(P2_REGGAE4, [r1, r2, r3, r4, r5, r6], r7[1], True, "pronoun", ["it"], "Reviewing Reggae's adjust_kerning branch, I still think the diagonal kerning feels a bit tight.", author="u1")
    rec(P2_REGGAE4, [r1, r2, r3, r4, r5, r6, r7], "Reducing the negative kern by 30-40 units between the `YA` and `LY` pairs is markedly better (and maybe even a little more?):", True, "ellipsis", ["the negative kern"], "Reducing Reggae's negative kern by 30-40 units for the `YA` and `LY` pairs is markedly better (maybe even a little more).", author="u1")

    m1 = (U, "Spacing oddities", "u1")
    m2 = (U, "- The `HJ` pair in particular seems really strange (-94), causing an unexpected overlap.\n- `Dje-cy` has a really large right side bearing", "u1")
    m3 = (U, "It would be worth reviewing / correcting spacing & kerning of Latin / Cyrillic / Greek letters to ensure that spacing is proper.", "u1")
    m4 = (U, "`Dje-cy` looks better.", "u1")
    m5 = (U, "I took a glance through the kerning otherwise, and found another weird situation.", "u1")
    rec(P2_MURECHO4, [m1], m2[1], True, "ellipsis", [], "In Murecho, the `HJ` kerning pair (-94) causes an unexpected overlap and `Dje-cy` has a really large right side bearing.", author="u1")
    rec(P2_MURECHO4, [m1, m2], m3[1], True, "ellipsis", [], "It would be worth reviewing and correcting Murecho's spacing and kerning of Latin, Cyrillic and Greek letters.", author="u1")
    rec(P2_MURECHO4, [m1, m2, m3], m4[1], True, "ellipsis", [], "Murecho's `Dje-cy` right side bearing looks better now.", author="u1")
    rec(P2_MURECHO4, [m1, m2, m3, m4], m5[1], True, "ellipsis", ["the kerning"], "Glancing through Murecho's kerning otherwise, I found another weird kerning situation.", author="u1")
    lend(P2_MURECHO4, [m1], P2_T_ACCENTS, SAME, P2_KPAIRS11)

    p1 = (U, "Kerning in 335", "u1")
    p2 = (U, "Some pairs are apparently already kerned, like `f` and `T` followed by a few letters.", "u1")
    rec(P2_APL387_137, [p1], p2[1], True, "ellipsis", ["Some pairs"], "In APL387 version 335, some pairs are already kerned, like `f` and `T` followed by a few letters.", author="u1")
    rec(P2_APL387_137, [p1, p2], "However, here is a function that generates all the pairs that should be kerned:", True, "ellipsis", [], "Here is an APL function that generates all the pairs of the APL387 font that should be kerned.", author="u1")
    lend(P2_APL387_137, [p1], P2_T_UFO3, SAME, P2_KDUMP6)
    lend(P2_APL387_137, [p1, p2], P2_T_ACCENTS, SAME, P2_KPAIRS11)

    u1 = (U, P2_T_CLARIFY, "u1")
    u2 = (U, "This fell off https://github.com/unified-font-object/ufo-spec/pull/84.", "u1")
    rec(P2_UFOSPEC85, [u1], u2[1], True, "pronoun", ["This"], "The clarification that UFO kerning groups may be empty fell off https://github.com/unified-font-object/ufo-spec/pull/84.", author="u1")
    rec(P2_UFOSPEC85, [u1, u2], "LGTM", True, "ellipsis", [], "The UFO spec change clarifying that kerning groups may be empty looks good to me.", author="u2")
    rec(P2_UFOSPEC85, [u1, u2, (A, "LGTM", "u2")], "(Also remember the designspaceLib PR: https://github.com/fonttools/fonttools/pull/1534)", True, "ellipsis", ["the designspaceLib PR"], "Also remember the companion designspaceLib PR for empty kerning groups: https://github.com/fonttools/fonttools/pull/1534", author="u1")
    lend(P2_UFOSPEC85, [u1], P2_T_ACCENTS, SAME, P2_KPAIRS11)

    d1 = (U, "getKerningPairsFromUFO needs UFO3 update", "u1")
    rec(P2_KDUMP6, [d1], P2_T_UFO3, True, "ellipsis", ["Groups"], "getKerningPairsFromUFO assumes kerning groups start with `@`, which is not the case in UFO3.", author="u1")
    lend(P2_KDUMP6, [d1], P2_T_ACCENTS, SAME, P2_KPAIRS11)

    v1 = (U, "Fix kern classes", "u1")
    v2 = (U, "The current ufo for the Roman Regular at commit [`13c2320`](https://github.com/VivaRado/Advent/tree/13c2320c238ec99199758cd8a8c6c030ed148e4f) has 16,383 kerning pairs.", "u1")
    v3 = (U, "I would think this number should be much closer to 2000 or 3000 max given the character set.", "u1")
    v4 = (U, "If the kerning classes were to be optimized or potentially manually set, I think this number could be improved.", "u1")
    v5 = (A, "Currently I'm trying to reduce by also rounding the values.", "u2")
    rec(P2_ADVENT8, [v1], v2[1], True, "ellipsis", ["The current ufo"], "Advent's Roman Regular UFO at commit 13c2320 has 16,383 kerning pairs.", author="u1")
    rec(P2_ADVENT8, [v1, v2], v3[1], True, "pronoun", ["this number"], "Advent Roman Regular's 16,383 kerning pairs should be much closer to 2000 or 3000 at most, given the character set.", author="u1")
    rec(P2_ADVENT8, [v1, v2, v3], v4[1], True, "pronoun", ["this number"], "If Advent's kerning classes were optimized or set manually, its 16,383 kerning pairs could be reduced.", author="u1")
    rec(P2_ADVENT8, [v1, v2, v3, v4], v5[1], True, "ellipsis", [], "I'm also trying to reduce Advent's kerning pair count by rounding the kerning values.", author="u2")
    rec(P2_ADVENT8, [v1, v2, v3, v4, v5], "I don't know how and if it is ever going to hit 3000 but that would be splendid!", True, "pronoun", ["it"], "I don't know if Advent's kerning pair count will ever get down to 3000, but that would be splendid.", author="u2")
    lend(P2_ADVENT8, [v1], P2_T_UFO3, SAME, P2_KDUMP6)
    lend(P2_APL387_137, [p1], P2_T_GLYPHS, SAME, P2_ADVENT8)
    lend(P2_APL387_137, [p1, p2], P2_T_CLARIFY, "trap_other", P2_UFOSPEC85)
    lend(P2_UFOSPEC85, [u1, u2], P2_T_GLYPHS, SAME, P2_ADVENT8)
    lend(P2_KDUMP6, [d1], P2_T_CLARIFY, "trap_other", P2_UFOSPEC85)
    lend(P2_KDUMP6, [d1, (U, P2_T_UFO3, "u1")], P2_T_GLYPHS, SAME, P2_ADVENT8)
    lend(P2_MURECHO4, [m1, m2], P2_T_UFO3, SAME, P2_KDUMP6)


def P2_needlework(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- needlework: machine-embroidery stitches and cross-stitch floss colours ----
    j1 = (U, "Jump stitches not being cut, but stitched", "u1")
    j2 = (U, "Please tell me if this is a \"feature\", or a bug, or a misunderstanding.", "u1")
    j3 = (U, "Tested on a Brother PR1050X.", "u1")
    j4 = (U, "The render of the Hello World shows red lines between shapes, implying that these are jump stitches that will be cut (unless I misunderstand).", "u1")
    j5 = (U, "But the machine stitched the jump stitches.", "u1")
    j6 = (U, "Do I misunderstand something?", "u1")
    j7 = (A, "On my Janome I need to cut those jump threads by hand, which is easy since they are only attached on start and end points.", "u2")
    rec(P2_PEMB105, [j1], j2[1], True, "pronoun", ["this"], "Is PEmbroider's jump stitches being stitched instead of cut a feature, a bug, or a misunderstanding?", author="u1")
    rec(P2_PEMB105, [j1, j2], j3[1], True, "ellipsis", [], "I tested PEmbroider's jump stitches on a Brother PR1050X.", author="u1")
    rec(P2_PEMB105, [j1, j2, j3, j4], j5[1], True, "ellipsis", ["the machine"], "The Brother PR1050X stitched PEmbroider's Hello World jump stitches instead of cutting them.", author="u1")
    rec(P2_PEMB105, [j1, j2, j3, j4, j5, j6], j7[1], True, "pronoun", ["those jump threads"], "On my Janome I need to cut PEmbroider's jump threads by hand, which is easy since they are only attached at start and end points.", author="u2")
    rec(P2_PEMB105, [j1, j2, j3, j4, j5, j6, j7], "We have not had access to higher-end machines with e.g. automatic trimming features in order to test our library.", True, "ellipsis", ["our library"], "The PEmbroider team has not had access to higher-end embroidery machines with automatic trimming features to test PEmbroider.", author="u3")

    u1 = (U, "under layer support stitch", "u1")
    u2 = (U, P2_N_SUPPORT, "u1")
    u3 = (U, "For example, in this image you can see that the outside satin circle of the basketball first gets 3 single stitched circles and then a zigzag before it starts laying down the satin stitch.", "u1")
    u4 = (U, "I will do some tests to compare the quality of a PEmbroider Satin circle and add via code some extra circles underneath.", "u1")
    u5 = (A, "This is super-interesting.", "u2")
    rec(P2_PEMB102, [u1], P2_N_SUPPORT, False, SAME, [], None, author="u1")
    rec(P2_PEMB102, [u1, u2], u3[1], True, "ellipsis", ["For example"], "For example, in a commercial basketball design, the outside satin circle first gets 3 single-stitched circles and then a zigzag as underlay before the satin stitch.", author="u1")
    rec(P2_PEMB102, [u1, u2, u3], u4[1], True, "ellipsis", ["some extra circles underneath"], "I will test a PEmbroider satin circle with and without extra underlay circles added via code underneath.", author="u1")
    rec(P2_PEMB102, [u1, u2, u3, u4], u5[1], True, "pronoun", ["This"], "Underlay support stitches beneath PEmbroider satin stitches are super-interesting.", author="u2")
    rec(P2_PEMB102, [u1, u2, u3, u4, u5], "We're winding up development on PEmbroider and we don't have the resources to do a lot of testing for features like this.", True, "pronoun", ["features like this"], "We're winding up development on PEmbroider and don't have the resources to test features like underlay support stitches.", author="u2")

    g1 = (U, "Find a database to update dmc floss colors", "u1")
    g2 = (U, "Right now I have borrowed the list of floss colors from here: https://github.com/kohsuke/dmc-cross-stitch/blob/master/src/main/resources/dmc-floss.csv", "u1")
    rec(P2_GOXS7, [g1], g2[1], True, "ellipsis", [], "go-cross-stitch currently borrows its DMC floss colour list from https://github.com/kohsuke/dmc-cross-stitch/blob/master/src/main/resources/dmc-floss.csv", author="u1")
    rec(P2_GOXS7, [g1, g2], "If there is an updating database of floss colors available, maybe I could source this.", True, "pronoun", ["this"], "If there is an updating database of DMC floss colours available, go-cross-stitch could source its floss list from it.", author="u1")
    lend(P2_GOXS7, [g1], P2_N_309, SAME, P2_DMC2)

    c1 = (U, "Updated dmc color list", "u1")
    c2 = (U, "Updated with both more +36 colors and colors better mathing the dmc\nfloss.", "u1")
    c3 = (U, "Colors are generated from this .xml file that is part of\nkxstitch:\nhttp://sourceforge.net/p/kxstitch/kxstitch/ci/83556a8b36bb6eeea66913206f394795eab02c6c/tree/schemes/dmc.xml", "u1")
    rec(P2_CSTITCH6, [c1], c2[1], True, "ellipsis", [], "Cstitch's DMC colour list is updated with 36 more colours and colours better matching the DMC floss.", author="u1")
    rec(P2_CSTITCH6, [c1, c2], c3[1], True, "ellipsis", ["Colors"], "Cstitch's updated DMC colours are generated from kxstitch's dmc.xml scheme: http://sourceforge.net/p/kxstitch/kxstitch/ci/83556a8b36bb6eeea66913206f394795eab02c6c/tree/schemes/dmc.xml", author="u1")
    rec(P2_CSTITCH6, [c1, c2, c3], "This closly matches the color of the floss here:\nhttp://yarntree.com/075dmccolors.pdf which is photos of the floss itself so it\nshould be pretty accurate.", True, "pronoun", ["This"], "kxstitch's DMC colour scheme closely matches the floss photographed at http://yarntree.com/075dmccolors.pdf, so it should be pretty accurate.", author="u1")

    n1 = (U, "new DMC colors", "u1")
    n2 = (U, "Any chance you'll be adding the 35 new dmc colors they released this year? and/or can you point me in the direction of how to add them myself? thanks", "u1")
    n3 = (A, "Do you have a link to somewhere listing the new colours?", "u2")
    rec(P2_CSTITCH11, [n1], n2[1], True, "ellipsis", [], "Will Cstitch add the 35 new DMC colours released in 2019, or how can I add them myself?", author="u1")
    rec(P2_CSTITCH11, [n1, n2], n3[1], True, "ellipsis", ["the new colours"], "Do you have a link listing the 35 new DMC floss colours released in 2019?", author="u2")
    rec(P2_CSTITCH11, [n1, n2, n3], "https://stitchedmodern.com/collections/thread/products/embroidery-floss-collection-35-new-colors-from-dmc#", True, "ellipsis", [], "A listing of the 35 new DMC floss colours: https://stitchedmodern.com/collections/thread/products/embroidery-floss-collection-35-new-colors-from-dmc#", author="u1")

    r1 = (U, "Show DMC Floss Number w/ Color", "u1")
    rec(P2_REDCOL3, [r1], "It would be nice to see the DMC floss number for the matched color, would make for easier shopping :)", True, "ellipsis", ["the matched color"], "It would be nice if reduce-colours showed the DMC floss number for each matched colour, for easier shopping.", author="u1")
    lend(P2_REDCOL3, [r1], P2_N_309, SAME, P2_DMC2)

    q1 = (U, "Add DMC floss name to output", "u1")
    q2 = (U, "Should resolve #3", "u1")
    rec(P2_REDCOL4, [q1], q2[1], True, "ellipsis", [], "The reduce-colours pull request adding DMC floss names to the output should resolve issue #3.", author="u1")
    rec(P2_REDCOL4, [q1, q2], "Thank you for taking time to submit a pull request!", True, "ellipsis", [], "Thank you for taking the time to submit the reduce-colours pull request adding DMC floss names.", author="u2")

    i1 = (U, "Add thread index to color patterns", "u1")
    i2 = (U, "The colors.json file provides a list of all DMC colors.", "u1")
    rec(P2_I2P6, [i1], i2[1], True, "ellipsis", ["The colors.json file"], "image2pattern's colors.json file provides a list of all DMC colours.", author="u1")
    rec(P2_I2P6, [i1, i2], "For color patterns each color in the pattern should be mapped to the nearest thread color (using `closestThreadColor()` in threadColors.js) and then an index of those colors should be included at the end of the pattern.", True, "ellipsis", [], "For image2pattern colour patterns, each colour should be mapped to the nearest DMC thread colour (using `closestThreadColor()` in threadColors.js) and an index of those colours included at the end of the pattern.", author="u1")
    lend(P2_I2P6, [i1], P2_N_SUPPORT, SAME, P2_PEMB102)

    d1 = (U, P2_N_TITLE309, "u1")
    d2 = (U, P2_N_309, "u1")
    d3 = (U, "But actual color of 309 is similar to a rose color([image](https://www.google.com/search?q=dmc+floss+309&tbm=isch)), which is too far from current color of csv file(floss_adrianj.csv).", "u1")
    rec(P2_DMC2, [d1], P2_N_309, False, SAME, [], None, author="u1")
    rec(P2_DMC2, [d1, d2], d3[1], True, "ellipsis", ["current color of csv file"], "The actual colour of DMC floss 309 is a rose colour, far from the colour in the dmc package's floss_adrianj.csv.", author="u1")
    rec(P2_DMC2, [d1, d2, d3], "I think that color may be #F12A56 or something like.", True, "pronoun", ["that color"], "I think the dmc package's colour for DMC floss 309 (rose dark) should be #F12A56 or similar.", author="u1")
    lend(P2_DMC2, [d1], P2_N_SUPPORT, SAME, P2_PEMB102)
    lend(P2_REDCOL3, [r1], P2_N_SUPPORT, SAME, P2_PEMB102)
    lend(P2_REDCOL4, [q1], P2_N_309, SAME, P2_DMC2)
    lend(P2_REDCOL4, [q1, q2], P2_N_SUPPORT, SAME, P2_PEMB102)
    lend(P2_CSTITCH11, [n1], P2_N_TITLE309, SAME, P2_DMC2)
    lend(P2_CSTITCH6, [c1], P2_N_TITLE309, SAME, P2_DMC2)
    lend(P2_I2P6, [i1, i2], P2_N_TITLE309, SAME, P2_DMC2)
    lend(P2_PEMB105, [j1], P2_N_309, SAME, P2_DMC2)
