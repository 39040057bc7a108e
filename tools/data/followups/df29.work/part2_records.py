"""df29 part 2 (helper cdf2, twenty-fifth pass): record blocks from hobby, arts, sport, science and
domestic threads, one call per record, every turn quoted (trimmed) from the thread at its URL.

Every module-level name is P2_-prefixed so that the lead can paste this part into records.py.
Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None."""
# ruff: noqa: E501

P2_GH = "https://github.com/"
# ---- origami: crease patterns, mountain/valley assignment and flat foldability ----
P2_FOLD3 = P2_GH + "edemaine/fold/issues/3"
P2_ORIPA18 = P2_GH + "oripa/oripa/issues/18"  # lends only (its description)
P2_ORIPA43 = P2_GH + "oripa/oripa/pull/43"
P2_ORIPA203 = P2_GH + "oripa/oripa/issues/203"  # lends only (the maintainer's Kawasaki sentence)
P2_ORIPA260 = P2_GH + "oripa/oripa/issues/260"
P2_ORIEDITA206 = P2_GH + "oriedita/oriedita/issues/206"
P2_BPS67 = P2_GH + "bp-studio/box-pleating-studio/issues/67"
P2_FLATF40 = P2_GH + "origamimagiro/flat-folder/issues/40"
# ---- bells: change ringing (place notation, calls) and bell tuning ----
P2_WH194 = P2_GH + "kneasle/wheatley/issues/194"
P2_WH93 = P2_GH + "kneasle/wheatley/issues/93"
P2_WH143 = P2_GH + "kneasle/wheatley/pull/143"
P2_MUSIC1 = P2_GH + "ttm/music/issues/1"
P2_MUSIC4 = P2_GH + "ttm/music/issues/4"
P2_VCV98 = P2_GH + "mahlenmorris/VCVRack/issues/98"
# ---- baseball scorekeeping: Retrosheet event files, box scores and linescores ----
P2_CHAD35 = P2_GH + "chadwickbureau/chadwick/issues/35"
P2_CHAD26 = P2_GH + "chadwickbureau/chadwick/issues/26"
P2_CHAD3 = P2_GH + "chadwickbureau/chadwick/issues/3"
P2_CHAD9 = P2_GH + "chadwickbureau/chadwick/issues/9"
P2_MLB106 = P2_GH + "toddrob99/MLB-StatsAPI/issues/106"
P2_MLB74 = P2_GH + "toddrob99/MLB-StatsAPI/issues/74"
P2_BBR36 = P2_GH + "BillPetti/baseballr/issues/36"
P2_BB41 = P2_GH + "benjamincrom/baseball/issues/41"
P2_BT121 = P2_GH + "jakelauer/BaseballTheater/issues/121"
P2_PYBBDA14 = P2_GH + "bdilday/pybbda/issues/14"
P2_BBRBOOK2 = P2_GH + "beanumber/baseball_R/issues/2"
P2_RETRO5 = P2_GH + "chadwickbureau/retrosheet/pull/5"
P2_PYCHAD9 = P2_GH + "bdilday/pychadwick/issues/9"
P2_PYBB415 = P2_GH + "jldbc/pybaseball/pull/415"
# ---- Chinese character stroke order: Hanzi Writer and Make Me a Hanzi ----
P2_HW150 = P2_GH + "chanind/hanzi-writer/issues/150"
P2_HW243 = P2_GH + "chanind/hanzi-writer/issues/243"
P2_HW37 = P2_GH + "chanind/hanzi-writer/pull/37"
P2_MMH19 = P2_GH + "skishore/makemeahanzi/issues/19"
P2_MMH30 = P2_GH + "skishore/makemeahanzi/issues/30"
P2_MMH57 = P2_GH + "skishore/makemeahanzi/issues/57"
P2_MMH29 = P2_GH + "skishore/makemeahanzi/issues/29"
# ---- cocktail measures: ml, cl and oz in recipe apps ----
P2_SNOACK3 = P2_GH + "snoack/cocktail-search/issues/3"
P2_FLAIR14 = P2_GH + "tmcw/flair/issues/14"
P2_SALT24 = P2_GH + "karlomikus/vue-salt-rim/issues/24"
P2_SALT60 = P2_GH + "karlomikus/vue-salt-rim/issues/60"
P2_CBERRY24 = P2_GH + "AndreWohnsland/CocktailBerry/issues/24"
P2_CMGR335 = P2_GH + "jo-gross/Cocktail-Manager/issues/335"
# ---- home wine cellars: vintages, open bottles and drinking windows ----
P2_WC22 = P2_GH + "the-broke-sommeliers/wine-cellar/issues/22"
P2_WC973 = P2_GH + "the-broke-sommeliers/wine-cellar/pull/973"
P2_CELL666 = P2_GH + "jagduvi1/Cellarion/pull/666"
P2_CELL348 = P2_GH + "jagduvi1/Cellarion/pull/348"
P2_CELL496 = P2_GH + "jagduvi1/Cellarion/pull/496"
P2_CELL1347 = P2_GH + "jagduvi1/Cellarion/pull/1347"  # lends only (one sentence of its description)
P2_WGW77 = P2_GH + "wine-graph/winecellar-webapp/issues/77"
# ---- natural-history collections: specimens, identifications and taxonomy sources ----
P2_ARCTOS4669 = P2_GH + "ArctosDB/arctos/issues/4669"
P2_ARCTOS2170 = P2_GH + "ArctosDB/arctos/issues/2170"
P2_ANTCAT128 = P2_GH + "calacademy-research/antcat/issues/128"
P2_OBI1217 = P2_GH + "obi-ontology/obi/issues/1217"
P2_NFN94 = P2_GH + "zooniverse-glacier/notesFromNature/issues/94"
P2_DRYHERB28 = P2_GH + "lgastmans/dryherbarium/issues/28"
# ---- woodworking cut lists: panels, joinery and sheet stock from CAD models ----
P2_DPW76 = P2_GH + "dprojects/Woodworking/issues/76"
P2_DPW109 = P2_GH + "dprojects/Woodworking/issues/109"
P2_DPW59 = P2_GH + "dprojects/Woodworking/issues/59"
P2_DPW14 = P2_GH + "dprojects/Woodworking/issues/14"
P2_DODO25 = P2_GH + "oddtopus/dodo/pull/25"
P2_A2P632 = P2_GH + "kbwbe/A2plus/pull/632"
P2_NAPKIN9 = P2_GH + "marctjones/napkin/issues/9"

# Every lender is a group of this part (the threads marked "lends only" belong to repositories used as histories).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# origami
P2_O_KAWASAKI = "If the Kawasaki theorem is satisfied, then the vertex is foldable in many cases."
P2_O_UNASSIGNED = "An unassigned crease is a line that can be either mountain or valley but not specified which it is."
P2_O_PREVIOUS = "Previously, ORIPA would try its best to fold non-flat-foldable crease patterns, which was useful when using the \"view crossline\" feature while designing radial corrugations."
P2_O_ORIHIME = "in the original Orihime, edge lines inside the model were treated as \"unknown\", so they could be either mountain or valley creases as far as layer order is concerned."
P2_O_BPEXPORT = "From my understanding, BP Studio exports a CP/FOLD scaffold that is useful as a starting point, but the exported result is not necessarily a complete flat-foldable crease pattern."
# bells
P2_R_TENOR = "a general Rule, begin at the Tenor, or biggest Bell, and count 3 whole Notes, then a half Note, or Sharp, 3 whole Notes, then a half Note, or Sharp; and so on, until you come to the least Bell or Treble."
P2_R_COMPLIB = "On Complib if you try and enter multiple `,`s it just ignores the extras on parsing"
P2_R_AMBIENCE = "A tuning ambience is a tuning being sounded — the drone an orchestra makes tuning up, establishing the centre before a section starts."
# baseball
P2_B_RETRO = "In Retrosheet scoring, pre-play events are scored with balls and strikes intermingled with events such as stolen bases, like this:\n\n`| BS 1-2SB BB  | \\\\ ball, strike, runner on 1st steals second, ball, ball`"
P2_B_FEED = "Pitches and events are intermingled sequentially in the raw MLB data feed."
P2_B_BOXC = "In cwlib/box.c, no checking is done to confirm that the number of data items anticipated actually are present."
P2_B_BASEBALLR = "New functions for calculating run expectancy and for creating variables for runs scored as a result of a given pitch will be in the next `baseballr` release."
# stroke order
P2_H_SIMP = "Simplified characters that have the 艹 radical (such as 艺) are written using three strokes."
P2_H_TRAD = "Traditional characters that have the 艹 radical (such as 藝) are written using four strokes."
P2_H_HEISIMP = "In simplified Chinese, the 6th stroke of 黑 component is the vertical one."
P2_H_HEITW = "In Taiwan (I don't know the rule for traditional Chinese use in Mainland China), the 6th stroke of 黑 component is the horizontal one."
# cocktail measures
P2_C_OHGO = "The measure of ingredients of recipes from ohgo.sh is given in oz, ml and shots."
P2_C_IBA = "...iba mostly uses 15 and 30 ML increments in their recipes, leading to weird numbers in ounces."
P2_C_US = "Living in the US we measure things in oz not ml (I know it's an us problem)."
P2_C_SALTRIM = "Salt Rim always defaults to \"ml\"."
# wine cellars
P2_W_YOUTHFUL = "A bottle a year or two before its window is youthful, not wrong."
# natural-history collections
P2_S_VEUPATH = "The VEuPath team has curated the following terms relating to the capture of insects (and other arthropods) for study, and we think they are a good fit for OBI."
P2_S_CTNATURE = "http://arctos.database.museum/info/ctDocumentation.cfm?table=CTNATURE_OF_ID is a mess."
P2_S_CURATE = "If someone wants to curate an insect classification - that would be fabulous, but I don't see anyone stepping up....."
# woodworking cut lists
P2_K_FREECAD = "FreeCAD is hard to use for new users."
P2_K_CABINET = "I'm trying to design a solid wood cabinet with a panel door with haunched mortise and tenon joinery."
P2_K_CAM = "I use FreeCAD extensively for Computer Aided Manufacturing."
P2_K_DODO = "I use the Dodo Workbench a lot for furniture design and needed a cut list solution for the manufacturing of the beams with little as possible wasted material."
P2_K_SHOP = "The cut list drives the shop;\n  the materials list drives the store run."


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- origami: crease patterns, mountain/valley assignment and flat foldability ----
    f1 = (U, "Crease pattern -> folded form geometry", "u1")
    f2 = (U, "Crease pattern + mountain-valley assignment -> flat folding\n\nCrease pattern + fold-angle assignment -> 3D folding", "u1")
    f3 = (U, "These should be automatic to compute the geometry.  Not yet handling faceOrder.  (But in future, we should try to brute force.)", "u1")
    f4 = (U, "[v0.11.1](https://github.com/edemaine/fold/releases/tag/v0.11.1) (see also [v0.11.0](https://github.com/edemaine/fold/releases/tag/v0.11.0)) now does the first operation, via `FOLD.convert.flatFoldedGeometry()` and, on the command line, `fold-convert --flat-fold`.", "u1")
    f5 = "This was inspired by [Robby Kraft's code](https://github.com/robbykraft/Origami/blob/351283c8b82ffb7458df7ada638c3d53a0a89d12/src/fold/make.js) for [flat folding](http://convert.rabbitear.org/)."
    rec(P2_FOLD3, [f1], f2[1], True, "ellipsis", [], "FOLD should compute folded geometry in two cases: a crease pattern plus a mountain-valley assignment gives flat folding, and a crease pattern plus a fold-angle assignment gives 3D folding.", author="u1")
    rec(P2_FOLD3, [f1, f2], f3[1], True, "pronoun", ["These"], "The folded geometry of a crease pattern with a mountain-valley assignment (flat folding) or a fold-angle assignment (3D folding) should be computed automatically by FOLD; face order is not handled yet (in future, try brute force).", author="u1")
    rec(P2_FOLD3, [f1, f2, f3], f4[1], True, "position", ["the first operation"], "FOLD v0.11.1 (see also v0.11.0) now computes flat-folded geometry from a crease pattern with a mountain-valley assignment, via `FOLD.convert.flatFoldedGeometry()` and, on the command line, `fold-convert --flat-fold`.", author="u1")
    rec(P2_FOLD3, [f1, f2, f3, f4], f5, True, "pronoun", ["This"], "FOLD's flat-folded geometry computation (`FOLD.convert.flatFoldedGeometry()`, v0.11.1) was inspired by Robby Kraft's code for flat folding (convert.rabbitear.org).", author="u1")
    lend(P2_FOLD3, [f1], P2_O_KAWASAKI, SAME, P2_ORIPA203)
    lend(P2_FOLD3, [f1, f2], P2_O_UNASSIGNED, SELF, P2_ORIPA260)

    oa1 = (U, "Aux lines are collapsed into the folded model like precreases", "u1")
    oa2 = (U, "Only works for the SVG export, which also groups the faces with their precreases.", "u1")
    oa3 = (U, "This could be very useful for people who are diagramming models.", "u1")
    oa4 = (A, "Basically good.", "u2")
    oa5 = (U, "The problem was that, if there were no creases, only cut lines, the origamiModel would not have any faces and therefore could not be folded.", "u1")
    oa6 = (U, "My solution only works for convex papers, but I believe that should be enough", "u1")
    rec(P2_ORIPA43, [oa1], oa2[1], True, "ellipsis", [], "Collapsing aux lines into ORIPA's folded model like precreases only works for the SVG export, which also groups the faces with their precreases.", author="u1")
    rec(P2_ORIPA43, [oa1, oa2], oa3[1], True, "pronoun", ["This"], "Collapsing aux lines into ORIPA's folded model like precreases (in the SVG export) could be very useful for people who are diagramming models.", author="u1")
    rec(P2_ORIPA43, [oa1, oa2, oa3], oa4[1], True, "ellipsis", [], "The ORIPA pull request collapsing aux lines into the folded model like precreases is basically good.", author="u2")
    rec(P2_ORIPA43, [oa1, oa2, oa3, oa4], oa5[1], True, "ellipsis", ["The problem"], "The problem behind the later commit to ORIPA's aux-lines pull request: a crease pattern with no creases, only cut lines, gave an origamiModel without faces, which therefore could not be folded.", author="u1")
    rec(P2_ORIPA43, [oa1, oa2, oa3, oa4, oa5], oa6[1], True, "pronoun", ["My solution"], "My fix for folding an ORIPA crease pattern that has only cut lines and no creases only works for convex papers, but I believe that should be enough.", author="u1")
    rec(P2_ORIPA43, [oa1, oa2, oa3, oa4, oa5, oa6], "Confirmed. Cool. If there is nothing to add, I will merge later.", True, "ellipsis", [], "The fix for folding ORIPA crease patterns with only cut lines is confirmed; if there is nothing to add to the aux-lines pull request, I will merge it later.", author="u2")

    ou1 = (U, "Unassigned creases", "u1")
    ou2 = (U, P2_O_UNASSIGNED, "u1")
    ou3 = (U, "In folded-state estimation we should compute the states for both cases that an unassigned crease is mountain and is valley.", "u1")
    ou4 = (U, "Another issue is the file compatibility: FOLD accepts 'U' but .cp spec does not allow it.", "u1")
    rec(P2_ORIPA260, [ou1], P2_O_UNASSIGNED, False, SELF, [], None, author="u1")
    rec(P2_ORIPA260, [ou1, ou2], ou3[1], True, "ellipsis", [], "In ORIPA's folded-state estimation, the states should be computed for both cases, an unassigned crease being a mountain and being a valley.", author="u1")
    rec(P2_ORIPA260, [ou1, ou2, ou3], ou4[1], True, "ellipsis", ["Another issue"], "Another issue with supporting unassigned creases in ORIPA is file compatibility: the FOLD format accepts 'U' (unassigned) but the .cp spec does not allow it.", author="u1")
    rec(P2_ORIPA260, [ou1, ou2, ou3, ou4], "the major version number of .opx should be increased since the older version cannot read unassigned creases.", True, "ellipsis", [], "The major version number of ORIPA's .opx format should be increased, since older ORIPA versions cannot read unassigned creases.", author="u1")

    e1 = (U, "Edge lines inside the cp are not treated correctly", "u1")
    e2 = (U, P2_O_ORIHIME, "u1")
    e3 = (U, "In oriedita, they seem to be treated as mountain folds.", "u1")
    e4 = (U, "oriedita: only one solution", "u1")
    rec(P2_ORIEDITA206, [e1], P2_O_ORIHIME, False, SELF, [], None, author="u1")
    rec(P2_ORIEDITA206, [e1, e2], e3[1], True, "pronoun", ["they"], "In oriedita, edge lines inside the crease pattern seem to be treated as mountain folds for layer order.", author="u1")
    rec(P2_ORIEDITA206, [e1, e2, e3], e4[1], True, "ellipsis", [], "Treating edge lines inside the crease pattern as mountain folds, oriedita finds only one folded solution for the example.", author="u1")
    rec(P2_ORIEDITA206, [e1, e2, e3, e4], "orihime: 2 solutions", True, "ellipsis", [], "For the same crease pattern with edge lines inside it, Orihime finds 2 folded solutions (it treats those edge lines as unknown).", author="u1")
    lend(P2_ORIEDITA206, [e1], P2_O_PREVIOUS, SAME, P2_ORIPA18)
    lend(P2_ORIEDITA206, [e1], P2_O_BPEXPORT, SAME, P2_BPS67)

    b1 = (U, "Auto-assigment of M/V creases", "u1")
    b2 = (U, P2_O_BPEXPORT, "u1")
    b3 = (U, "In practice I still need to import into Oriedita or another CP editor, add/complete missing crease structure, assign M/V, and check whether the resulting base actually flat-folds.", "u1")
    b4 = (U, "That manual step is educational, but it is also tedious and difficult for users who are still learning how the BP structure collapses.", "u1")
    b5 = (U, "I would love an “assist crease assignment” / “complete CP” feature that attempts to turn a BP Studio structure into a completed, flat-foldable crease pattern.", "u1")
    rec(P2_BPS67, [b1], P2_O_BPEXPORT, False, SAME, [], None, author="u1")
    rec(P2_BPS67, [b1, b2], b3[1], True, "ellipsis", [], "In practice, after exporting from BP Studio, I still need to import into Oriedita or another crease-pattern editor, complete the missing crease structure, assign mountain/valley, and check whether the resulting base actually flat-folds.", author="u1")
    rec(P2_BPS67, [b1, b2, b3], b4[1], True, "pronoun", ["That manual step"], "Completing a BP Studio export and assigning mountain/valley creases by hand in a crease-pattern editor is educational, but tedious and difficult for users still learning how the box-pleating structure collapses.", author="u1")
    # The feature request names its subject (BP Studio) and what it should do in full: a trap in its own thread.
    rec(P2_BPS67, [b1, b2, b3, b4], b5[1], False, SAME, [], None, author="u1")
    rec(P2_BPS67, [b1, b2, b3, b4, b5], "I realize this may not be possible in full generality, so a restricted MVP would still be very useful.", True, "pronoun", ["this"], "I realize that turning a BP Studio structure into a completed flat-foldable crease pattern may not be possible in full generality, so a restricted MVP of that feature would still be very useful.", author="u1")
    lend(P2_BPS67, [b1], P2_O_KAWASAKI, SAME, P2_ORIPA203)

    ff1 = (U, "Visualize sub-faces that are visible in the folding", "u1")
    ff2 = (U, "Feature request from @origamifaust to visualize on the crease pattern the regions of faces that are visible in the folded state.", "u1")
    rec(P2_FLATF40, [ff1], ff2[1], True, "ellipsis", [], "Feature request from @origamifaust for flat-folder: visualize on the crease pattern the regions of faces that are visible in the folded state.", author="u1")
    rec(P2_FLATF40, [ff1, ff2], "Closed in commit 13637e0", True, "ellipsis", [], "flat-folder's visualization, on the crease pattern, of the sub-faces visible in the folded state was done in commit 13637e0.", author="u1")
    lend(P2_FLATF40, [ff1], P2_O_ORIHIME, SELF, P2_ORIEDITA206)
    lend(P2_FLATF40, [ff1], P2_O_UNASSIGNED, SELF, P2_ORIPA260)
    lend(P2_FLATF40, [ff1, ff2], P2_O_PREVIOUS, SAME, P2_ORIPA18)

    # ---- bells: change ringing (place notation, calls) and bell tuning ----
    w1 = (U, "Allow inlining calls into `--place-notation`", "u1")
    w2 = (U, "Something like putting calls in `()`s in front of the first place notation they affect.  E.g.:\n\n- A bobbed course of Cambs 6 would be `--place-notation 6:x36x14x12x36x14x56,(Bob)14`\n- A touch of `Bastow, Bastow, Orion, Bristol` max would be `--place-notation 12:(Go Bastow)-12-1T,    -12-1T(Orion),    36x7T.18x9T.50.36.14x1470.5T.16x9T.30.18x14.3T.50.14x1T,1T   (Bristol),x5Tx14.5Tx5T.36.14x7T.58.16x9T.70.18x18.9Tx18x1T,1T`.", "u1")
    w3 = (U, "I hope this will fill the gap of people wanting to ring false practice night touches - it's very very flexible (if you don't mind feeding Wheatley loads of place notation) but isn't too complex to implement.", "u1")
    w4 = (A, "I'm struggling to parse your second example, I think it uses `,` both to separate methods and symmetric method/lead ends.", "u2")
    rec(P2_WH194, [w1], w2[1], True, "ellipsis", [], "Wheatley could allow inlining calls into `--place-notation` by putting calls in `()`s in front of the first place notation they affect, e.g. a bobbed course of Cambridge Minor as `6:x36x14x12x36x14x56,(Bob)14`, or a touch of Bastow, Bastow, Orion, Bristol Maximus.", author="u1")
    rec(P2_WH194, [w1, w2], w3[1], True, "pronoun", ["this"], "I hope inlining calls into Wheatley's `--place-notation` will fill the gap for people wanting to ring false practice-night touches: very flexible (if you don't mind feeding Wheatley loads of place notation) but not too complex to implement.", author="u1")
    rec(P2_WH194, [w1, w2, w3], w4[1], True, "position", ["your second example"], "I'm struggling to parse the second example of inlined calls in Wheatley's `--place-notation` (the Bastow, Bastow, Orion, Bristol Maximus touch); I think it uses `,` both to separate methods and for symmetric method/lead ends.", author="u2")
    rec(P2_WH194, [w1, w2, w3, w4], "How about instead of overloading `--place-notation` we allowed users to specify a file where each line is a row, optionally followed by calls.", True, "ellipsis", [], "Instead of overloading Wheatley's `--place-notation` with inlined calls, how about letting users specify a file where each line is a row, optionally followed by calls?", author="u2")
    lend(P2_WH194, [w1], P2_R_TENOR, SAME, P2_MUSIC1)
    lend(P2_WH194, [w1, w2], P2_R_AMBIENCE, SAME, P2_MUSIC4)

    s1 = (U, "Symmetric Place Notation", "u1")
    s2 = (U, "Currently a place notation block is assumed to be asymmetric unless it starts with `&`.", "u1")
    s3 = (U, "This is the prefix used in microSIRIL (though that tends to require `+` for asymmetric parts.)", "u1")
    s4 = (U, "To match [Method XML format specification.](http://www.methods.org.uk/method-collections/xml-zip-files/method%20xml%201.0.pdf) we should treat sections as symmetric if there is a `,`.", "u1")
    s5 = (U, "The examples it gives are Cambridge Surprise Minor `-36-14-12-36-14-56,12` and Grandsire Doubles `3,1.5.1.5.1`.", "u1")
    s6 = (U, P2_R_COMPLIB, "u1")
    rec(P2_WH93, [s1], s2[1], True, "ellipsis", [], "Currently Wheatley assumes a place notation block is asymmetric unless it starts with `&`.", author="u1")
    rec(P2_WH93, [s1, s2], s3[1], True, "pronoun", ["This"], "`&`, which Wheatley uses to mark a symmetric place notation block, is the prefix used in microSIRIL (though microSIRIL tends to require `+` for asymmetric parts).", author="u1")
    rec(P2_WH93, [s1, s2, s3], s4[1], True, "ellipsis", [], "To match the Method XML format specification, Wheatley should treat place notation sections as symmetric if they contain a `,`.", author="u1")
    rec(P2_WH93, [s1, s2, s3, s4], s5[1], True, "pronoun", ["it"], "The examples of comma place notation the Method XML format specification gives are Cambridge Surprise Minor `-36-14-12-36-14-56,12` and Grandsire Doubles `3,1.5.1.5.1`.", author="u1")
    rec(P2_WH93, [s1, s2, s3, s4, s5], P2_R_COMPLIB, False, SAME, [], None, author="u1")
    rec(P2_WH93, [s1, s2, s3, s4, s5, s6], "Personally, I think CompLib's notation is much more widely recognised than microSIRIL's (indeed I didn't know how microSIRIL parses stuff in this much detail), so I think it would be good long-term to switch to CompLib's/the XML specification.", True, "ellipsis", [], "I think CompLib's place notation is much more widely recognised than microSIRIL's, so it would be good long-term for Wheatley to switch to CompLib's notation / the Method XML specification.", author="u2")

    c1 = (U, "Call complib comps", "u1")
    c2 = (U, "This finally works :partying_face::tada:, and can be suppressed with `--no-calls`.", "u1")
    c3 = (U, "It's definitely about time I went to bed.", "u1")
    c4 = (U, "Oh christ I can't deal with the unit tests now.  I'll fix them in the morning.", "u1")
    c5 = (A, "This is really cool.", "u2")
    rec(P2_WH143, [c1], c2[1], True, "pronoun", ["This"], "Wheatley calling CompLib compositions finally works, and the calls can be suppressed with `--no-calls`.", author="u1")
    # "It's" is a dummy subject: the remark needs nothing from the thread.
    rec(P2_WH143, [c1, c2], c3[1], False, SELF, [], None, author="u1")
    rec(P2_WH143, [c1, c2, c3], c4[1], True, "ellipsis", ["the unit tests"], "I can't deal with Wheatley's unit tests for calling CompLib compositions now; I'll fix them in the morning.", author="u1")
    rec(P2_WH143, [c1, c2, c3, c4], c5[1], True, "pronoun", ["This"], "Wheatley calling CompLib compositions is really cool.", author="u2")
    rec(P2_WH143, [c1, c2, c3, c4, c5], "One question from ringing is could we delay the `Go method` call slightly when doing up down in?", True, "ellipsis", [], "When Wheatley calls CompLib compositions, could it delay the `Go method` call slightly when ringing up-down-in on handbells?", author="u2")

    m1 = (U, "go after bell tunnings", "u1")
    m2 = (U, "to use beyond symmetric, traditional and limited-transposition scales.", "u1")
    m3 = (U, P2_R_TENOR, "u1")
    m4 = (U, "For example on four Bells, 1:234, here the 432 are whole Notes, and the half Note or Sharp is between 1 and 2.", "u1")
    rec(P2_MUSIC1, [m1], m2[1], True, "ellipsis", [], "ttm/music should go after bell tunings, to use beyond symmetric, traditional and limited-transposition scales.", author="u1")
    rec(P2_MUSIC1, [m1, m2], P2_R_TENOR, False, SAME, [], None, author="u1")
    rec(P2_MUSIC1, [m1, m2, m3], m4[1], True, "ellipsis", ["For example"], "By the bell-tuning rule of counting whole notes down from the tenor, on four bells, 1:234, bells 4, 3 and 2 are whole notes and the half note or sharp is between 1 and 2.", author="u1")
    rec(P2_MUSIC1, [m1, m2, m3, m4], "On Five Bells, 12:345 the 543 are whole Notes; and the half Note or Sharp is between 2 and 3.", True, "ellipsis", [], "By the bell-tuning rule of counting whole notes down from the tenor, on five bells, 12:345, bells 5, 4 and 3 are whole notes and the half note or sharp is between 2 and 3.", author="u1")
    lend(P2_MUSIC1, [m1], P2_R_COMPLIB, SAME, P2_WH93)

    t1 = (U, "make a tunning ambience for usage before beginning or starting sections", "u1")
    t2 = (U, "Folded into #1.", "u1")
    rec(P2_MUSIC4, [t1], t2[1], True, "ellipsis", [], "The ttm/music issue about a tuning ambience before sections start is folded into issue #1 (bell tunings).", author="u1")
    rec(P2_MUSIC4, [t1, t2], P2_R_AMBIENCE, False, SAME, [], None, author="u1")
    rec(P2_MUSIC4, [t1, t2, (U, P2_R_AMBIENCE, "u1")], "It needs something to know *what* to sound, and #1 is where that comes from", True, "pronoun", ["It"], "A tuning ambience in ttm/music needs something to know what to sound, and issue #1 (bell tunings) is where that comes from.", author="u1")
    lend(P2_MUSIC4, [t1], P2_R_COMPLIB, SAME, P2_WH93)

    v1 = (U, "Write BASICally programs that do change ringing", "u1")
    v2 = (U, "https://en.wikipedia.org/wiki/Change_ringing\n\nhttps://youtu.be/dLBUHpzOiGY?si=I6NJ4S95oGrhlJ6u", "u1")
    v3 = (U, "What a crazy deep topic.", "u1")
    rec(P2_VCV98, [v1, v2], v3[1], True, "ellipsis", [], "Change ringing is a crazy deep topic.", author="u1")
    rec(P2_VCV98, [v1, v2, v3], "Useful for arpeggiation and for picking guitar chords, among other things.", True, "ellipsis", [], "Change ringing, written as BASICally programs in VCV Rack, is useful for arpeggiation and for picking guitar chords, among other things.", author="u1")
    lend(P2_VCV98, [v1], P2_R_TENOR, SAME, P2_MUSIC1)
    lend(P2_VCV98, [v1], P2_R_COMPLIB, SAME, P2_WH93)
    lend(P2_VCV98, [v1, v2], P2_R_AMBIENCE, SAME, P2_MUSIC4)

    # ---- baseball scorekeeping: Retrosheet event files, box scores and linescores ----
    ch1 = (U, "generalizing for manual retrosheets", "u1")
    ch2 = (U, "I am looking to use this tool for aggregating data in a non-MLB team.", "u1")
    ch3 = (U, "This may be tricky, how does one record in a sheet an “extra hitter” position.", "u1")
    ch4 = (U, "It is equivalent to a fielding position, but the player only bats.", "u1")
    ch5 = (U, "If I give this position a unused position number, does it break chadwick?", "u1")
    ch6 = (U, "Does a lineup of 10 batters break it?", "u1")
    rec(P2_CHAD35, [ch1], ch2[1], True, "pronoun", ["this tool"], "I am looking to use Chadwick for aggregating the scoring data of a non-MLB team.", author="u1")
    rec(P2_CHAD35, [ch1, ch2], ch3[1], True, "pronoun", ["This"], "Using Chadwick for a non-MLB team may be tricky: how does one record an “extra hitter” position in a Retrosheet-style scoresheet?", author="u1")
    rec(P2_CHAD35, [ch1, ch2, ch3], ch4[1], True, "pronoun", ["It"], "An extra hitter (EH) in a non-MLB lineup is equivalent to a fielding position, but the player only bats.", author="u1")
    rec(P2_CHAD35, [ch1, ch2, ch3, ch4], ch5[1], True, "pronoun", ["this position"], "If I give the extra-hitter position an unused position number, does it break Chadwick?", author="u1")
    rec(P2_CHAD35, [ch1, ch2, ch3, ch4, ch5], ch6[1], True, "pronoun", ["it"], "Does a lineup of 10 batters break Chadwick?", author="u1")
    rec(P2_CHAD35, [ch1, ch2, ch3, ch4, ch5, ch6], "The assumptions of nine-person batting orders and the MLB DH rule are baked very deeply into the tools.", True, "ellipsis", ["the tools"], "The assumptions of nine-person batting orders and the MLB DH rule are baked very deeply into the Chadwick tools.", author="u2")

    cd1 = (U, "Typo on Sourceforge cwevent.html Page", "u1")
    cd2 = (U, "I believe there’s a typo on http://chadwick.sourceforge.net/doc/cwevent.html", "u1")
    cd3 = (U, "The header for field number 37 (Hit Value) should read H_CD instead of H_FL .", "u1")
    # The body repeats the title with the page's full address: complete in itself.
    rec(P2_CHAD26, [cd1], cd2[1], False, "trap_other", [], None, author="u1")
    rec(P2_CHAD26, [cd1, cd2], cd3[1], True, "ellipsis", ["The header"], "On Chadwick's cwevent documentation page, the header for field number 37 (Hit Value) should read H_CD instead of H_FL.", author="u1")
    rec(P2_CHAD26, [cd1, cd2, cd3], "The change would be consistent with the output provided by cwevent.", True, "pronoun", ["The change"], "Changing the documented header of cwevent's field 37 (Hit Value) from H_FL to H_CD would be consistent with cwevent's actual output.", author="u1")
    lend(P2_CHAD26, [cd1], P2_B_FEED, SAME, P2_BB41)

    bx1 = (U, "Error-checking in boxscore generation from boxscore event files", "u1")
    bx2 = (U, P2_B_BOXC, "u1")
    bx3 = (U, "This leads to crashes on the rare occasions when there are formatting errors in the boxscore event files.", "u1")
    rec(P2_CHAD3, [bx1], P2_B_BOXC, False, SAME, [], None, author="u1")
    rec(P2_CHAD3, [bx1, bx2], bx3[1], True, "pronoun", ["This"], "Chadwick's cwlib/box.c not checking that the expected number of data items is present leads to crashes on the rare occasions when boxscore event files have formatting errors.", author="u1")
    rec(P2_CHAD3, [bx1, bx2, bx3], "Checks should be added to confirm the number of data items is what is expected, and raise an error and terminate if not.", True, "ellipsis", [], "Checks should be added to Chadwick's boxscore generation (cwlib/box.c) to confirm that boxscore event files have the expected number of data items, raising an error and terminating if not.", author="u1")
    lend(P2_CHAD3, [bx1], P2_B_RETRO, SAME, P2_BB41)

    c91 = (U, "Add extended linescore data to boxscore generation", "u1")
    rec(P2_CHAD9, [c91], "The boxscore data structure should be extended to capture a full linescore, not just with runs per inning but also hits, errors, double plays, and LOB, as well as a function to report the length of the game in innings.", True, "ellipsis", ["The boxscore data structure"], "Chadwick's boxscore data structure should be extended to capture a full linescore (runs per inning plus hits, errors, double plays and LOB), with a function reporting the length of the game in innings.", author="u1")
    lend(P2_CHAD9, [c91], P2_B_BASEBALLR, SAME, P2_BBR36)

    ml1 = (U, "[QUESTION] Is it possible to display the innings with the StatsAPI?", "u1")
    ml2 = (A, "You can find inning data (e.g. to build a linescore) in the [game endpoint](https://github.com/toddrob99/MLB-StatsAPI/wiki/Endpoints#endpoint-game).", "u2")
    ml3 = (A, "You'll find it in the response under `game[\"liveData\"][\"linescore\"]`.", "u2")
    rec(P2_MLB106, [ml1], ml2[1], True, "ellipsis", [], "With MLB-StatsAPI, inning data (e.g. to build a linescore) is found in the game endpoint.", author="u2")
    rec(P2_MLB106, [ml1, ml2], ml3[1], True, "pronoun", ["it"], "MLB-StatsAPI's inning data is in the game endpoint's response under `game[\"liveData\"][\"linescore\"]`.", author="u2")
    rec(P2_MLB106, [ml1, ml2, ml3], "If linescore is what you're after, you can also get a formatted linescore using this library's [linescore method](https://github.com/toddrob99/MLB-StatsAPI/wiki/Function:-linescore).", True, "pronoun", ["this library's"], "If a linescore is what you're after, MLB-StatsAPI's linescore method also returns a formatted linescore.", author="u2")

    m71 = (U, "2nd format for box score", "u1")
    m72 = (U, "Could there be a format for the box score1 that places the teams one under the other.", "u1")
    m73 = (U, "if the terminal pane isn't wide enough a format that shows the team results stacked vertically instead of horizontally is needed.", "u1")
    m74 = (A, "It can certainly be done.", "u2")
    m75 = (A, "I don't know when I'll have time to add it, but I'll keep this ticket open for it.", "u2")
    rec(P2_MLB74, [m71], m72[1], True, "ellipsis", [], "Could MLB-StatsAPI's boxscore have a second format that places the teams one under the other?", author="u1")
    rec(P2_MLB74, [m71, m72], m73[1], True, "ellipsis", [], "If the terminal pane isn't wide enough, MLB-StatsAPI's boxscore needs a format that stacks the team results vertically instead of horizontally.", author="u1")
    rec(P2_MLB74, [m71, m72, m73], m74[1], True, "pronoun", ["It"], "A second, stacked format for MLB-StatsAPI's boxscore can certainly be done.", author="u2")
    rec(P2_MLB74, [m71, m72, m73, m74], m75[1], True, "pronoun", ["it", "this ticket"], "I don't know when I'll have time to add a stacked boxscore format to MLB-StatsAPI, but I'll keep the issue open for it.", author="u2")
    rec(P2_MLB74, [m71, m72, m73, m74, m75], "thanks!", True, "ellipsis", [], "Thanks for keeping the MLB-StatsAPI issue for a stacked boxscore format open!", author="u1")
    lend(P2_MLB74, [m71], P2_B_RETRO, SAME, P2_BB41)

    br1 = (U, "Run scoring", "u1")
    br2 = (U, "I know this is likely infeasible, but grabbing the score-state for each pitch (number of runs for home team, number of runs for the away team) in the `scrape_statcast_savant_batter_all` would be awesome.", "u1")
    br3 = (U, "or, even the score-state for each inning as in retrosheet would be awesome.", "u2")
    br4 = (A, "This was added by the Statcast team as part of the Baseball Savant download.", "u3")
    # "this" points ahead to the request in the same sentence, which names the function in full.
    rec(P2_BBR36, [br1], br2[1], False, SELF, [], None, author="u1")
    rec(P2_BBR36, [br1, br2], br3[1], True, "ellipsis", [], "Getting the score-state for each inning, as in Retrosheet, from baseballr's `scrape_statcast_savant_batter_all` would be awesome.", author="u2")
    rec(P2_BBR36, [br1, br2, br3], br4[1], True, "pronoun", ["This"], "The score-state for each pitch (runs for the home and away teams) was added by the Statcast team as part of the Baseball Savant download.", author="u3")
    rec(P2_BBR36, [br1, br2, br3, br4], P2_B_BASEBALLR, False, SAME, [], None, author="u3")
    lend(P2_BBR36, [br1], P2_B_FEED, SAME, P2_BB41)

    bb1 = (U, "Events within AB are shown independently of the pitch sequence", "u1")
    bb2 = (U, P2_B_RETRO, "u1")
    bb3 = (U, P2_B_FEED, "u1")
    bb4 = (U, "Each play has a `playEvents[]` array and you can walk the events sequentially to produce the order exemplified above.", "u1")
    rec(P2_BB41, [bb1], P2_B_RETRO, False, SAME, [], None, author="u1")
    rec(P2_BB41, [bb1, bb2], P2_B_FEED, False, SAME, [], None, author="u1")
    rec(P2_BB41, [bb1, bb2, bb3], bb4[1], True, "pronoun", ["the order exemplified above"], "Each play in the raw MLB data feed has a `playEvents[]` array, and walking its events sequentially produces Retrosheet's order of balls and strikes intermingled with events such as stolen bases (e.g. `BS 1-2SB BB`).", author="u1")
    rec(P2_BB41, [bb1, bb2, bb3, bb4], "Happy to submit a PR to enable this option under a suitable flag.", True, "pronoun", ["this option"], "I'm happy to submit a PR to benjamincrom/baseball that shows events within an at-bat in pitch-sequence order (Retrosheet style), under a suitable flag.", author="u1")
    lend(P2_BB41, [bb1], P2_B_BASEBALLR, SAME, P2_BBR36)

    bt1 = (U, "Box score missing 1st inning when in extra innings", "u1")
    bt2 = (U, "I noticed the box score in the Astros Braves game is missing the 1st inning.", "u1")
    rec(P2_BT121, [bt1], bt2[1], True, "ellipsis", [], "In BaseballTheater, the box score of the Astros–Braves game is missing the 1st inning.", author="u1")
    rec(P2_BT121, [bt1, bt2], "It went to 10 innings so I assume that's why but I'm not sure.", True, "pronoun", ["It", "that's why"], "The Astros–Braves game went to 10 innings, so I assume that is why BaseballTheater's box score is missing its 1st inning, but I'm not sure.", author="u1")
    lend(P2_BT121, [bt1], P2_B_BOXC, SAME, P2_CHAD3)
    lend(P2_BT121, [bt1, bt2], P2_B_FEED, SAME, P2_BB41)

    pb1 = (U, "Retrosheet data", "u1")
    pb2 = (U, "The package needs a method for parsing retrosheet source data, such as event files.", "u1")
    pb3 = (U, "This requires integration with the pychadwick package https://github.com/bdilday/pychadwick", "u1")
    rec(P2_PYBBDA14, [pb1], pb2[1], True, "ellipsis", ["The package"], "pybbda needs a method for parsing Retrosheet source data, such as event files.", author="u1")
    rec(P2_PYBBDA14, [pb1, pb2], pb3[1], True, "pronoun", ["This"], "Parsing Retrosheet event files in pybbda requires integration with the pychadwick package (https://github.com/bdilday/pychadwick).", author="u1")
    rec(P2_PYBBDA14, [pb1, pb2, pb3], "closed by https://github.com/bdilday/pybbda/pull/28 :tada:", True, "ellipsis", [], "pybbda's issue about parsing Retrosheet data was closed by pull request https://github.com/bdilday/pybbda/pull/28.", author="u1")
    lend(P2_PYBBDA14, [pb1], P2_B_RETRO, SAME, P2_BB41)

    gr1 = (U, "Issues with parse_retrosheet_pbp() files", "u1")
    gr2 = (U, "When I tried to duplicate the script in the beginning of Chapter 5, it seems that the \"all2016.csv\" file has not data in it.", "u1")
    gr3 = (U, "The \"ros2016.csv\" works fine.", "u1")
    gr4 = (U, "I tried this for other years as well (1950 as mentioned in the appendix, and 2018), the \"all1950.csv\" and \"all2018.csv\" have no data in it but the roster files do.", "u1")
    gr5 = (A, "@garyhogaryho What happens if you run `create_csv_file(1950)`?", "u2")
    rec(P2_BBRBOOK2, [gr1], gr2[1], True, "ellipsis", [], "Duplicating the script at the beginning of Chapter 5 of the baseball_R book code, the \"all2016.csv\" file written by parse_retrosheet_pbp() has no data in it.", author="u1")
    rec(P2_BBRBOOK2, [gr1, gr2], gr3[1], True, "ellipsis", [], "The \"ros2016.csv\" roster file written by baseball_R's parse_retrosheet_pbp() works fine.", author="u1")
    rec(P2_BBRBOOK2, [gr1, gr2, gr3], gr4[1], True, "pronoun", ["this"], "Running baseball_R's parse_retrosheet_pbp() for 1950 and 2018 too, \"all1950.csv\" and \"all2018.csv\" have no data but the roster files do.", author="u1")
    rec(P2_BBRBOOK2, [gr1, gr2, gr3, gr4], gr5[1], True, "ellipsis", [], "What happens if you run baseball_R's `create_csv_file(1950)` when the play-by-play file all1950.csv comes out empty?", author="u2")
    rec(P2_BBRBOOK2, [gr1, gr2, gr3, gr4, gr5], "I suspect this function is breaking and that is why the `all1950.csv` has no data in it.", True, "pronoun", ["this function"], "I suspect baseball_R's `create_csv_file()` is breaking, and that is why `all1950.csv` has no data in it.", author="u2")

    rt1 = (U, "Data consistency...", "u1")
    rt2 = (U, "A (very few) data consistency errors found in the process of parsing through all the regular season event files.", "u1")
    rt3 = (A, "Looks good, I've merged these; many thanks!", "u2")
    rec(P2_RETRO5, [rt1], rt2[1], True, "ellipsis", [], "This pull request fixes a very few data consistency errors found while parsing all of Retrosheet's regular season event files.", author="u1")
    rec(P2_RETRO5, [rt1, rt2], rt3[1], True, "pronoun", ["these"], "The fixes for data consistency errors in Retrosheet's regular season event files look good; I've merged them, many thanks!", author="u2")
    rec(P2_RETRO5, [rt1, rt2, rt3], "Thanks!  I ran ASG and Post through the same systems and no errors found there.", True, "ellipsis", ["the same systems"], "I ran Retrosheet's All-Star game and postseason event files through the same consistency checks and found no errors there.", author="u1")
    lend(P2_RETRO5, [rt1], P2_B_BOXC, SAME, P2_CHAD3)

    pc1 = (U, "Check consistency with `chadwick` CLI tool", "u1")
    pc2 = (U, "In investigating seg faults when an NP is the last event of a game in https://github.com/bdilday/pychadwick/pull/8, I've seen evidence that the python interface provided here for iterating through events is skipping events around `sub` and or `com` and is not consistent with the `chadwick` command line tool.", "u1")
    rec(P2_PYCHAD9, [pc1], pc2[1], True, "pronoun", ["provided here"], "Investigating seg faults when an NP is the last event of a game (pychadwick pull request 8), I've seen evidence that pychadwick's Python interface for iterating through events skips events around `sub` and/or `com` and is not consistent with the `chadwick` command line tool.", author="u1")
    rec(P2_PYCHAD9, [pc1, pc2], "This needs to be clarified and fixed as necessary.", True, "pronoun", ["This"], "pychadwick's event iteration skipping events around `sub`/`com`, unlike the chadwick command line tool, needs to be clarified and fixed as necessary.", author="u1")
    lend(P2_PYCHAD9, [pc1], P2_B_BASEBALLR, SAME, P2_BBR36)

    py1 = (U, "Updating retrosheet.py to work with new chadwickbureau/retrosheet repo", "u1")
    py2 = (U, "Gradually updating retrosheet.py to work with the new organization of Chadwick Bureau's retrosheet repo.", "u1")
    py3 = (U, "As described in the issue (#414), all functions return errors or just simply do not work.", "u1")
    py4 = (U, "Initial commits fix the events and season_game_logs functions.", "u1")
    rec(P2_PYBB415, [py1], py2[1], True, "ellipsis", [], "pybaseball's retrosheet.py is being gradually updated to work with the new organization of Chadwick Bureau's retrosheet repository.", author="u1")
    rec(P2_PYBB415, [py1, py2], py3[1], True, "ellipsis", ["all functions"], "As described in pybaseball issue #414, all of pybaseball's retrosheet.py functions return errors or simply do not work since Chadwick Bureau reorganized its retrosheet repository.", author="u1")
    rec(P2_PYBB415, [py1, py2, py3], py4[1], True, "ellipsis", ["Initial commits"], "The initial commits of the pybaseball retrosheet.py update fix the events and season_game_logs functions.", author="u1")
    rec(P2_PYBB415, [py1, py2, py3, py4], "Thank you!", True, "ellipsis", [], "Thank you for updating pybaseball's retrosheet.py to work with the reorganized Chadwick Bureau retrosheet repository!", author="u2")
    lend(P2_PYBB415, [py1], P2_B_BOXC, SAME, P2_CHAD3)

    # ---- Chinese character stroke order: Hanzi Writer and Make Me a Hanzi ----
    h1 = (U, "Issue with the stroke count for the 艹 radical in traditional characters", "u1")
    h2 = (U, P2_H_SIMP, "u1")
    h3 = (U, P2_H_TRAD, "u1")
    h4 = (U, "The issue is that characters that are the same in both simplified and traditional (such as 花) are always written using three strokes.", "u1")
    h5 = (U, "This is fine for simplified users, but for traditional users this creates an inconsistent experience where some characters have 艹 written with three strokes and others have 艹 written with four strokes.", "u1")
    h6 = (U, "Is there a way to specify that a character should be rendered using the traditional stroke order, i.e. to specify that 花 should be written with 8 strokes instead of 7 strokes?", "u1")
    rec(P2_HW150, [h1], P2_H_SIMP, False, SAME, [], None, author="u1")
    rec(P2_HW150, [h1, h2], P2_H_TRAD, False, SAME, [], None, author="u1")
    rec(P2_HW150, [h1, h2, h3], h4[1], True, "ellipsis", ["The issue"], "In Hanzi Writer, characters that are the same in simplified and traditional Chinese (such as 花) are always written with a three-stroke 艹 radical.", author="u1")
    rec(P2_HW150, [h1, h2, h3, h4], h5[1], True, "pronoun", ["This"], "Hanzi Writer always writing 艹 with three strokes in characters shared by simplified and traditional Chinese is fine for simplified users, but inconsistent for traditional users, who see 艹 with three strokes in some characters and four in others.", author="u1")
    rec(P2_HW150, [h1, h2, h3, h4, h5], h6[1], True, "ellipsis", [], "Is there a way in Hanzi Writer to render a character with the traditional stroke order, e.g. 花 with 8 strokes instead of 7?", author="u1")
    rec(P2_HW150, [h1, h2, h3, h4, h5, h6], "That's a hard one if they both have the same character code.", True, "pronoun", ["That's", "they both"], "Rendering 花 with the traditional stroke order in Hanzi Writer is hard when its simplified and traditional forms have the same character code.", author="u2")

    hw1 = (U, "Stroke order of 翰 is wrong", "u1")
    hw2 = (U, "The stroke order of 翰 is very much wrong, from the 9th stroke onwards it is completely messed up.", "u1")
    hw3 = (A, "oh yeah, that's definitely messed up!", "u2")
    hw4 = (A, "I'll see if I can correct this on the hanzi-writer side, but do you also mind opening up an issue in the makemeahanzi repo too?", "u2")
    rec(P2_HW243, [hw1], hw2[1], True, "ellipsis", [], "Hanzi Writer's stroke order of 翰 is very wrong: from the 9th stroke onwards it is completely messed up.", author="u1")
    rec(P2_HW243, [hw1, hw2], hw3[1], True, "pronoun", ["that's"], "Hanzi Writer's stroke order of 翰 is definitely messed up.", author="u2")
    rec(P2_HW243, [hw1, hw2, hw3], hw4[1], True, "pronoun", ["this"], "I'll see if I can correct the wrong stroke order of 翰 on the hanzi-writer side; could you also open an issue about it in the makemeahanzi repository?", author="u2")
    rec(P2_HW243, [hw1, hw2, hw3, hw4], "Same issue with 肠", True, "ellipsis", ["Same issue"], "Hanzi Writer's stroke order of 肠 is also wrong, like that of 翰.", author="u3")
    lend(P2_HW243, [hw1], P2_H_HEISIMP, SAME, P2_MMH30)
    lend(P2_HW243, [hw1, hw2], P2_H_HEITW, SAME, P2_MMH30)

    hr1 = (U, "Radical data", "u1")
    hr2 = (U, "This PR pulls in radical data from Make Me a Hanzi, so that users can color the radical in a character differently if they wish.", "u1")
    hr3 = (U, "Users can set this color by passing `radicalColor` when creating a `HanziWriter` instance.", "u1")
    hr4 = (A, "Updated an [old stackexchange post](https://chinese.stackexchange.com/questions/14101/stroke-order-database) to reflect fantastic recent developments.", "u2")
    hr5 = (U, "Glad to hear it! Thanks for keeping that post up to date!", "u1")
    hr6 = (U, "This is really cool, but I couldn't figure out how the `radStrokes` were defined (I don't see the corresponding data in makemeahanzi?).", "u3")
    rec(P2_HW37, [hr1], hr2[1], True, "pronoun", ["This PR"], "A Hanzi Writer pull request pulls in radical data from Make Me a Hanzi, so that users can color the radical of a character differently if they wish.", author="u1")
    rec(P2_HW37, [hr1, hr2], hr3[1], True, "pronoun", ["this color"], "Hanzi Writer users can set the radical's color by passing `radicalColor` when creating a `HanziWriter` instance.", author="u1")
    rec(P2_HW37, [hr1, hr2, hr3, hr4], hr5[1], True, "pronoun", ["that post"], "Thanks for keeping the Chinese Stack Exchange post about stroke order databases up to date!", author="u1")
    rec(P2_HW37, [hr1, hr2, hr3, hr4, hr5], hr6[1], True, "pronoun", ["This"], "Hanzi Writer's radical coloring is really cool, but how were its `radStrokes` defined? I don't see the corresponding data in makemeahanzi.", author="u3")
    rec(P2_HW37, [hr1, hr2, hr3, hr4, hr5, hr6], "They come from the dictionary.txt file in make me a hanzi.", True, "pronoun", ["They"], "Hanzi Writer's `radStrokes` come from the dictionary.txt file in Make Me a Hanzi.", author="u1")

    g1 = (U, "Wrong stroke orders for a traditional character", "u1")
    g2 = (U, "The program has an issue when writing 候 (traditional character).", "u1")
    g3 = (U, "It writes the leftmost two strokes, then goes to the righttopmost 2 strokes, then the vertical line, then continues normally.", "u1")
    g4 = (A, "Thanks for the report. It's fixed here, and I'm pulling the fix into Inkstone now.", "u2")
    g5 = (U, "That's awesome thank you! While you're at it I found out today that this character is also drawn weirdly 餃.", "u1")
    g6 = (A, "Are you referring to the way the 食 radical is written with one stroke at the end instead of two?", "u2")
    rec(P2_MMH19, [g1], g2[1], True, "ellipsis", ["The program"], "Make Me a Hanzi has an issue when writing the traditional character 候.", author="u1")
    rec(P2_MMH19, [g1, g2], g3[1], True, "pronoun", ["It"], "Make Me a Hanzi writes 候 with the leftmost two strokes, then the top-right 2 strokes, then the vertical line, then continues normally.", author="u1")
    rec(P2_MMH19, [g1, g2, g3], g4[1], True, "pronoun", ["It's"], "The wrong stroke order of 候 is fixed in Make Me a Hanzi, and the fix is being pulled into Inkstone now.", author="u2")
    rec(P2_MMH19, [g1, g2, g3, g4], g5[1], True, "pronoun", ["That's"], "Thanks for fixing 候 in Make Me a Hanzi! While you're at it: 餃 is also drawn weirdly there.", author="u1")
    rec(P2_MMH19, [g1, g2, g3, g4, g5], g6[1], True, "ellipsis", [], "About 餃 being drawn weirdly in Make Me a Hanzi: is it the way the 食 radical is written with one stroke at the end instead of two?", author="u2")
    rec(P2_MMH19, [g1, g2, g3, g4, g5, g6], "That is a bit of an irregularity, but it's part of the open-source Arphic font that Make Me a Hanzi is based off of and I don't have a great way to edit it.", True, "pronoun", ["That"], "The 食 radical of 餃 being written with one stroke at the end instead of two is an irregularity, but it comes from the open-source Arphic font Make Me a Hanzi is based on, which I have no good way to edit.", author="u2")

    k1 = (U, "Stroke order for 黑 radical inconsistent (e.g. 點)", "u1")
    k2 = (U, "It's not clear to me whether the 6th stroke should be the horizontal or vertical one.", "u1")
    k3 = (U, "Need a reference to determine the correct order here which we can then use consistently.", "u1")
    k4 = (A, P2_H_HEISIMP, "u2")
    k5 = (A, P2_H_HEITW, "u2")
    k6 = (A, "Note that several websites write the 6th stroke of 黑 horizontally, even when they consider simplified characters (for instance https://zh.wiktionary.org/zh-hans/%E9%BB%91).", "u2")
    rec(P2_MMH30, [k1], k2[1], True, "ellipsis", ["the 6th stroke"], "In Make Me a Hanzi, it's not clear whether the 6th stroke of the 黑 radical should be the horizontal or the vertical one.", author="u1")
    rec(P2_MMH30, [k1, k2], k3[1], True, "ellipsis", ["the correct order here"], "Make Me a Hanzi needs a reference to determine the correct stroke order of the 黑 radical, which it can then use consistently.", author="u1")
    rec(P2_MMH30, [k1, k2, k3], P2_H_HEISIMP, False, SAME, [], None, author="u2")
    rec(P2_MMH30, [k1, k2, k3, k4], P2_H_HEITW, False, SAME, [], None, author="u2")
    # Names the stroke, the character and an example site in full; "they" points inside the sentence.
    rec(P2_MMH30, [k1, k2, k3, k4, k5], k6[1], False, SELF, [], None, author="u2")
    rec(P2_MMH30, [k1, k2, k3, k4, k5, k6], "I think that wiktionary stroke order entry is just incomplete (so it shows only ROC order).", True, "pronoun", ["that wiktionary stroke order entry"], "I think Wiktionary's stroke order entry for 黑 is just incomplete, so it shows only the ROC (Taiwan) order.", author="u3")

    x1 = (U, "Stroke order error in 兜", "u1")
    x2 = (U, "Pls check it.", "u1")
    x3 = (A, "Seems the correct order in simplified Chinese.", "u2")
    x4 = (A, "But stroke order in Japanese and traditional Chinese (at least in Taiwan) is different: 白 component is drawn first.", "u2")
    x5 = (U, "The data in median.bin is right, but the svg file is wrong", "u1")
    rec(P2_MMH57, [x1], x2[1], True, "pronoun", ["it"], "Please check Make Me a Hanzi's stroke order of 兜.", author="u1")
    rec(P2_MMH57, [x1, x2], x3[1], True, "ellipsis", [], "Make Me a Hanzi's stroke order of 兜 seems correct for simplified Chinese.", author="u2")
    rec(P2_MMH57, [x1, x2, x3], x4[1], True, "ellipsis", ["is different"], "The stroke order of 兜 in Japanese and traditional Chinese (at least in Taiwan) differs from simplified Chinese: the 白 component is drawn first.", author="u2")
    rec(P2_MMH57, [x1, x2, x3, x4], x5[1], True, "ellipsis", [], "For 兜 in Make Me a Hanzi, the stroke data in median.bin is right, but the svg file is wrong.", author="u1")
    rec(P2_MMH57, [x1, x2, x3, x4, x5], "Same problem in 翰", True, "ellipsis", ["Same problem"], "Make Me a Hanzi has the same problem with 翰: the data in median.bin is right but the svg file is wrong.", author="u1")
    lend(P2_MMH57, [x1], P2_H_SIMP, SAME, P2_HW150)

    z1 = (U, "No stroke data for 〇", "u1")
    z2 = (U, "Do we have a source for this sign's stroke order ?", "u1")
    rec(P2_MMH29, [z1], z2[1], True, "pronoun", ["this sign's"], "Is there a source for the stroke order of 〇 (the CJK sign for zero)?", author="u1")
    rec(P2_MMH29, [z1, z2], "Do we accept the Korean way ?", True, "ellipsis", ["the Korean way"], "Would Make Me a Hanzi accept the Korean stroke order for 〇?", author="u1")
    rec(P2_MMH29, [z1, z2, (U, "Do we accept the Korean way ?", "u1")], "Since this character doesn't appear in the Arphic fonts we're not going to support it here.", True, "pronoun", ["this character", "it"], "Since 〇 doesn't appear in the Arphic fonts, Make Me a Hanzi is not going to support its stroke order.", author="u2")
    lend(P2_MMH29, [z1], P2_H_TRAD, SAME, P2_HW150)

    # ---- cocktail measures: ml, cl and oz in recipe apps ----
    sn1 = (U, "Strip measures given in ml and shots from recipes scraped from ohgo.sh", "u1")
    sn2 = (U, P2_C_OHGO, "u1")
    sn3 = (U, "However everywhere else the measures are usually only given in one unit, preferable oz.", "u1")
    rec(P2_SNOACK3, [sn1], P2_C_OHGO, False, SAME, [], None, author="u1")
    rec(P2_SNOACK3, [sn1, sn2], sn3[1], True, "ellipsis", ["everywhere else"], "Everywhere other than ohgo.sh, the cocktail recipes in cocktail-search usually give ingredient measures in only one unit, preferably oz.", author="u1")
    rec(P2_SNOACK3, [sn1, sn2, sn3], "So strip ml and shots from the ingredients from recipes scraped from ohgo.sh, in order to make the ingredients list more consistent and shorter to read.", True, "ellipsis", ["the ingredients list"], "cocktail-search should strip ml and shots from the ingredients of recipes scraped from ohgo.sh, to make its ingredients lists more consistent and shorter to read.", author="u1")
    lend(P2_SNOACK3, [sn1], P2_C_US, SELF, P2_CBERRY24)
    lend(P2_SNOACK3, [sn1, sn2], P2_C_SALTRIM, SAME, P2_SALT24)

    fl1 = (U, "Ounce conversion", "u1")
    fl2 = (U, P2_C_IBA, "u1")
    fl3 = (U, "...but using 30 ml == 1 oz may make the numbers prettier. 1.5, 0.5, 0.5.", "u1")
    fl4 = (U, "(this isn’t always the case though, there are some 10, 20, 50, etc ml’s defined, but those don’t look perfect in ounces currently either)", "u1")
    rec(P2_FLAIR14, [fl1], P2_C_IBA, False, SAME, [], None, author="u1")
    rec(P2_FLAIR14, [fl1, fl2], fl3[1], True, "ellipsis", [], "Using 30 ml == 1 oz in flair's ounce conversion may make the numbers of IBA recipes prettier: the Aviation would become 1.5, 0.5, 0.5 oz.", author="u1")
    rec(P2_FLAIR14, [fl1, fl2, fl3], fl4[1], True, "pronoun", ["this"], "IBA recipes don't always use 15 and 30 ml increments: some define 10, 20, 50 ml etc., which don't look perfect in ounces in flair either.", author="u1")
    rec(P2_FLAIR14, [fl1, fl2, fl3, fl4], "Now using 30ml == 1oz", True, "ellipsis", [], "flair's ounce conversion now uses 30 ml == 1 oz.", author="u2")
    lend(P2_FLAIR14, [fl1], P2_C_US, SELF, P2_CBERRY24)
    lend(P2_FLAIR14, [fl1], P2_C_OHGO, SAME, P2_SNOACK3)

    sr1 = (U, "Default Measurement Units", "u1")
    sr2 = (U, "While viewing a cocktail, three different units of measurement are provided for the spec.", "u1")
    sr3 = (U, P2_C_SALTRIM, "u1")
    sr4 = (U, "Can there be a way to configure what the default unit of measurement is?", "u1")
    sr5 = (U, "Or possibly a way for Salt Rim to remember your measurement unit selection.", "u1")
    sr6 = (U, "I would like to view Cocktail specifications in \"oz\"", "u1")
    rec(P2_SALT24, [sr1], sr2[1], True, "ellipsis", [], "While viewing a cocktail in Salt Rim, three different units of measurement are provided for the spec.", author="u1")
    rec(P2_SALT24, [sr1, sr2], P2_C_SALTRIM, False, SAME, [], None, author="u1")
    rec(P2_SALT24, [sr1, sr2, sr3], sr4[1], True, "ellipsis", [], "Can Salt Rim offer a way to configure the default unit of measurement of cocktail specs?", author="u1")
    # Names Salt Rim and the wished behaviour in full; "Or" alone does not make it depend on the thread (rule 1).
    rec(P2_SALT24, [sr1, sr2, sr3, sr4], sr5[1], False, "trap_other", [], None, author="u1")
    rec(P2_SALT24, [sr1, sr2, sr3, sr4, sr5], sr6[1], True, "ellipsis", [], "I would like to view cocktail specifications in Salt Rim in \"oz\" by default.", author="u1")
    rec(P2_SALT24, [sr1, sr2, sr3, sr4, sr5, sr6], "In v0.6.0, selected measurement unit will be remembered.", True, "ellipsis", [], "In Salt Rim v0.6.0, the selected measurement unit for cocktail specs will be remembered.", author="u2")

    s61 = (U, "[Feature Request] Default Ingredient Units and Quantity", "u1")
    s62 = (U, "While creating a Cocktail, Press Add Ingredient. Menu  defaults to \"ml\" units and \"30\" as quantity for an ingredient entry.", "u1")
    rec(P2_SALT60, [s61], s62[1], True, "ellipsis", [], "While creating a cocktail in Salt Rim, the Add Ingredient menu defaults to \"ml\" units and \"30\" as the quantity of an ingredient entry.", author="u1")
    rec(P2_SALT60, [s61, s62], "Can you allow these defaults to be changed to something like \"oz\" units and \"1\" quantity?", True, "pronoun", ["these defaults"], "Can Salt Rim allow the Add Ingredient defaults (\"ml\" units, quantity 30) to be changed to something like \"oz\" units and quantity 1?", author="u1")
    lend(P2_SALT60, [s61], P2_C_IBA, SAME, P2_FLAIR14)
    lend(P2_SALT60, [s61, s62], P2_C_OHGO, SAME, P2_SNOACK3)

    cb1 = (U, "Change UOMs and db documentation", "u1")
    cb2 = (U, "I started to make a project like this then I found yours and stopped mine because yours is way better!", "u1")
    cb3 = (U, P2_C_US, "u1")
    cb4 = (U, "Is there a main measure meant spot where we could add an extra function that switches from ml to oz?", "u1")
    rec(P2_CBERRY24, [cb1], cb2[1], True, "pronoun", ["a project like this", "yours"], "I started to make a cocktail machine project like CocktailBerry, then found CocktailBerry and stopped mine because CocktailBerry is way better.", author="u1")
    rec(P2_CBERRY24, [cb1, cb2], P2_C_US, False, SELF, [], None, author="u1")
    rec(P2_CBERRY24, [cb1, cb2, cb3], cb4[1], True, "ellipsis", [], "Is there a main measurement spot in CocktailBerry where a function switching its units from ml to oz could be added?", author="u1")
    rec(P2_CBERRY24, [cb1, cb2, cb3, cb4], "Currently, there is no model of the DB.", True, "ellipsis", ["the DB"], "Currently, there is no model of CocktailBerry's database.", author="u2")
    lend(P2_CBERRY24, [cb1], P2_C_IBA, SAME, P2_FLAIR14)

    cm1 = (U, "bug: Conalco imports as ML not as CL", "u1")
    cm2 = (U, "When importing an ingredient from conalco the amount is in ml not in cl", "u1")
    rec(P2_CMGR335, [cm1], cm2[1], True, "ellipsis", [], "When importing an ingredient from Conalco into Cocktail-Manager, the amount is in ml, not in cl.", author="u1")
    rec(P2_CMGR335, [cm1, cm2], "As CL", True, "ellipsis", [], "Cocktail-Manager's Conalco import should give ingredient amounts in cl.", author="u1")
    lend(P2_CMGR335, [cm1], P2_C_IBA, SAME, P2_FLAIR14)
    lend(P2_CMGR335, [cm1, cm2], P2_C_SALTRIM, SAME, P2_SALT24)

    # ---- home wine cellars: vintages, open bottles and drinking windows ----
    wv1 = (U, "Vintage is currently required but e.g. sparkling wine has a mixed vintage / no vintage", "u1")
    rec(P2_WC22, [wv1], "The vintage probably should be optional", True, "ellipsis", ["The vintage"], "In wine-cellar, a wine's vintage probably should be optional, since sparkling wine, for example, has a mixed vintage or none.", author="u1")
    lend(P2_WC22, [wv1], P2_W_YOUTHFUL, SAME, P2_CELL1347)

    wo1 = (U, "feat: add option to mark bottle as opened", "u1")
    rec(P2_WC973, [wo1], "Allows to leave a note for what occasion the bottle was opened and get a reminder to drink an open bottle if it wasn't finished immediately.", True, "ellipsis", [], "wine-cellar's option to mark a bottle as opened lets users note the occasion it was opened for and get a reminder to drink an open bottle that wasn't finished immediately.", author="u1")
    lend(P2_WC973, [wo1], P2_W_YOUTHFUL, SAME, P2_CELL1347)

    co1 = (U, "feat: open-bottle tracking (Coravin / preservation)", "u1")
    co2 = (U, "A bottle can now be **open** — partially drunk, still active, still in its rack slot (the Coravin use case: the cork never comes out and the bottle goes back in the rack).", "u1")
    co3 = (U, "Coravin ~90 days · inert gas ~7 · vacuum ~4 · sparkling stopper / recorked ~2.", "u1")
    rec(P2_CELL666, [co1], co2[1], True, "ellipsis", [], "In Cellarion, a bottle can now be marked open: partially drunk, still active and still in its rack slot (the Coravin case: the cork never comes out and the bottle goes back in the rack).", author="u1")
    rec(P2_CELL666, [co1, co2], co3[1], True, "ellipsis", [], "Cellarion's freshness windows for open bottles, per preservation method: Coravin about 90 days, inert gas about 7, vacuum about 4, sparkling stopper or recorked about 2.", author="u1")
    rec(P2_CELL666, [co1, co2, co3], "Deadline = openedAt + window; drives the ok/soon/past coloring everywhere.", True, "ellipsis", ["window"], "In Cellarion, an open bottle's drink-by deadline is openedAt plus its preservation method's freshness window, and it drives the ok/soon/past coloring everywhere.", author="u1")

    nv1 = (U, "Include NV bottles in the somm maturity queue", "u1")
    nv2 = (U, "NV (non-vintage) bottles weren't auto-creating a `WineVintageProfile`, so they never showed up in the somm maturity queue.", "u1")
    rec(P2_CELL348, [nv1], nv2[1], True, "ellipsis", [], "In Cellarion, NV (non-vintage) bottles weren't auto-creating a `WineVintageProfile`, so they never showed up in the sommelier maturity queue.", author="u1")
    rec(P2_CELL348, [nv1, nv2], "Now they do — somms can attach drinking notes (`sommNotes`) to non-vintage wines like Champagne, Mumm Cordon Rouge, etc.", True, "pronoun", ["they"], "NV bottles now show up in Cellarion's sommelier maturity queue, so sommeliers can attach drinking notes (`sommNotes`) to non-vintage wines like Champagne or Mumm Cordon Rouge.", author="u1")

    nw1 = (U, "feat(maturity): per-bottle recalculated drink window for NV wines", "u1")
    rec(P2_CELL496, [nw1], "NV wines share one profile with no vintage to anchor absolute years to, so a window set today was wrong for the same wine added later (why NV maturity was hidden).", True, "ellipsis", [], "In Cellarion, NV wines share one maturity profile with no vintage to anchor absolute years to, so a drink window set today was wrong for the same wine added later (which is why NV maturity was hidden).", author="u1")

    tw1 = (U, "Tasted", "u1")
    rec(P2_WGW77, [tw1], "Bottle that have been tasted, and sadly is gone now", True, "ellipsis", [], "winecellar-webapp's 'Tasted' model: a bottle that has been tasted and is sadly gone now.", author="u1")
    lend(P2_WGW77, [tw1], P2_W_YOUTHFUL, SAME, P2_CELL1347)

    # ---- natural-history collections: specimens, identifications and taxonomy sources ----
    a1 = (U, "Code Table Request - new taxonomy source = Arctos Insects", "u1")
    a2 = (U, "**Goal**\nEnsure insects using identification of Acanthocephala get an appropriate classification", "u1")
    a3 = (U, "**Proposed Definition**\nA source for classifications of taxa within the class Insecta", "u1")
    a4 = (A, "I still don't like the garbage can classifications.", "u2")
    a5 = (U, "It's less-garbagy than Arctos and will let us have classifications appropriate for the stuff in ASNHC:Ento and NMMNH:Ento.", "u1")
    a6 = (U, P2_S_CURATE, "u1")
    rec(P2_ARCTOS4669, [a1], a2[1], True, "ellipsis", [], "Goal of the Arctos code table request for a new 'Arctos Insects' taxonomy source: ensure that insects identified using Acanthocephala get an appropriate classification.", author="u1")
    rec(P2_ARCTOS4669, [a1, a2], a3[1], True, "ellipsis", [], "Proposed definition of Arctos's new 'Arctos Insects' taxonomy source: a source for classifications of taxa within the class Insecta.", author="u1")
    rec(P2_ARCTOS4669, [a1, a2, a3], a4[1], True, "ellipsis", ["the garbage can classifications"], "I still don't like Arctos's garbage-can classifications, such as the proposed 'Arctos Insects' taxonomy source.", author="u2")
    rec(P2_ARCTOS4669, [a1, a2, a3, a4], a5[1], True, "pronoun", ["It's"], "The proposed 'Arctos Insects' taxonomy source is less garbage-like than the 'Arctos' source and will allow classifications appropriate for the ASNHC:Ento and NMMNH:Ento collections.", author="u1")
    # "that" points back inside the sentence, at curating an insect classification.
    rec(P2_ARCTOS4669, [a1, a2, a3, a4, a5], P2_S_CURATE, False, SELF, [], None, author="u1")
    rec(P2_ARCTOS4669, [a1, a2, a3, a4, a5, a6], "I am ok with baby steps and setting up an insect classification.", True, "ellipsis", ["baby steps"], "I am OK with the baby step of adding an 'Arctos Insects' taxonomy source and setting up an insect classification in Arctos.", author="u3")

    n1 = (U, "nature of ID", "u1")
    n2 = (U, P2_S_CTNATURE, "u1")
    n3 = (U, "Ideally I think we should say something about the evidence used for the ID, but that doesn't seem possible.", "u1")
    rec(P2_ARCTOS2170, [n1], P2_S_CTNATURE, False, SAME, [], None, author="u1")
    rec(P2_ARCTOS2170, [n1, n2], n3[1], True, "ellipsis", ["the ID"], "Ideally, Arctos's nature-of-ID code table should say something about the evidence used for an identification, but that doesn't seem possible.", author="u1")
    rec(P2_ARCTOS2170, [n1, n2, n3], "Minimally we can not say the same thing a bunch of different ways?", True, "ellipsis", ["the same thing"], "Can Arctos's nature-of-ID code table at least stop saying the same thing a bunch of different ways?", author="u1")
    lend(P2_ARCTOS2170, [n1], P2_S_VEUPATH, SELF, P2_OBI1217)

    an1 = (U, "Random questions to AntCat editors/users", "u1")
    an2 = (A, "For: http://www.antweb.org/specimen.do?name=casent0103382\n\nIt refers to 3 specimens \"1aQ, 1dQ, 1m\" that are all on the same pin:   one\nis a male, another is a queen with wings still attached(aQ) and another\nthat lacks wings (dQ).", "u2")
    rec(P2_ANTCAT128, [an1], an2[1], True, "pronoun", ["It"], "The life stage \"1aQ, 1dQ, 1m\" of AntWeb specimen casent0103382 refers to 3 specimens on the same pin: a male, a queen with wings still attached (aQ) and a queen without wings (dQ).", author="u2")
    rec(P2_ANTCAT128, [an1, an2], "a = alate\nd = dealate", True, "ellipsis", [], "In AntWeb's life-stage codes such as \"1aQ, 1dQ\", a = alate (winged) and d = dealate (wings shed).", author="u2")
    lend(P2_ANTCAT128, [an1], P2_S_CTNATURE, SAME, P2_ARCTOS2170)
    lend(P2_ANTCAT128, [an1], P2_S_VEUPATH, SELF, P2_OBI1217)

    o1 = (U, "NTRs for arthropod specimen collection", "u1")
    o2 = (U, P2_S_VEUPATH, "u1")
    o3 = (U, "They can also be viewed in our latest release.", "u1")
    rec(P2_OBI1217, [o1], P2_S_VEUPATH, False, SELF, [], None, author="u1")
    rec(P2_OBI1217, [o1, o2], o3[1], True, "pronoun", ["They"], "The VEuPath team's proposed OBI terms for capturing insects and other arthropods can also be viewed in VEuPath's latest release.", author="u1")
    rec(P2_OBI1217, [o1, o2, o3], "We classify each term as a descendant of either 'device' or 'planned process'.", True, "ellipsis", ["each term"], "The VEuPath team classifies each of its proposed OBI terms for arthropod specimen collection as a descendant of either 'device' or 'planned process'.", author="u1")
    lend(P2_OBI1217, [o1], P2_S_CTNATURE, SAME, P2_ARCTOS2170)
    lend(P2_OBI1217, [o1], P2_S_CURATE, SELF, P2_ARCTOS4669)

    nf1 = (U, "[Herbarium transcriber] Field descriptions not OK", "u1")
    nf2 = (U, "For example, it says Collection Date is \"A date in the third line\", when the only date in the sample is in the right bottom corner.", "u1")
    rec(P2_NFN94, [nf1], nf2[1], True, "pronoun", ["it"], "For example, the Notes from Nature herbarium transcriber's field description says Collection Date is \"A date in the third line\", when the only date in the sample is in the bottom right corner.", author="u1")
    rec(P2_NFN94, [nf1, nf2], "Have we adapted these descriptions to each collection & field?", True, "pronoun", ["these descriptions"], "Have the Notes from Nature herbarium transcriber's field descriptions been adapted to each collection and field?", author="u1")
    lend(P2_NFN94, [nf1], P2_S_VEUPATH, SELF, P2_OBI1217)
    lend(P2_NFN94, [nf1], P2_S_CURATE, SELF, P2_ARCTOS4669)

    dh1 = (U, "Herbarium grid export to CSV should have the listed columns", "u1")
    rec(P2_DRYHERB28, [dh1], "Family, Genus, Collection No., Qty, Place, Date Collected", True, "ellipsis", [], "dryherbarium's herbarium grid CSV export should have the columns Family, Genus, Collection No., Qty, Place and Date Collected.", author="u1")
    lend(P2_DRYHERB28, [dh1], P2_S_CTNATURE, SAME, P2_ARCTOS2170)
    lend(P2_DRYHERB28, [dh1], P2_S_VEUPATH, SELF, P2_OBI1217)

    # ---- woodworking cut lists: panels, joinery and sheet stock from CAD models ----
    tr1 = (U, "Incomplete Results in toCut?", "u1")
    tr2 = (U, "Neither side piece is included in the cut list.", "u1")
    tr3 = (U, "My expectation is that they would be included, and the max dimension (4-1/2\" in this case) would be one dimension and 3-1/2\" would be the other.", "u1")
    tr4 = (U, "Is this a limitation of the macro or is there something I'm doing wrong?", "u1")
    tr5 = (A, P2_K_FREECAD, "u2")
    rec(P2_DPW76, [tr1], tr2[1], True, "ellipsis", ["the cut list"], "Neither side piece of my simple box is included in the Woodworking workbench's toCut cut list.", author="u1")
    rec(P2_DPW76, [tr1, tr2], tr3[1], True, "pronoun", ["they"], "I expect my box's side pieces to be included in the Woodworking workbench's cut list, with the max dimension (4-1/2\") as one dimension and 3-1/2\" as the other.", author="u1")
    rec(P2_DPW76, [tr1, tr2, tr3], tr4[1], True, "pronoun", ["this"], "Is the Woodworking workbench's toCut cut list leaving out my box's side pieces a limitation of the macro, or am I doing something wrong?", author="u1")
    rec(P2_DPW76, [tr1, tr2, tr3, tr4], P2_K_FREECAD, False, SAME, [], None, author="u2")
    rec(P2_DPW76, [tr1, tr2, tr3, tr4, tr5], "I am going to create tutorial about cut-list, I have already recorded some scenes but I plan maybe to explain little better all cut-lists types, so probably this will not be available Today, I hope I will do it to the end of this week.", True, "ellipsis", ["cut-list"], "I am going to create a tutorial about the Woodworking workbench's cut-list types; it will probably not be available today, hopefully by the end of this week.", author="u2")

    hx1 = (U, "Is there a way to include joinery in the cut list?", "u1")
    hx2 = (U, P2_K_CABINET, "u1")
    hx3 = (U, "My problem is that the `Top rail pad` (the result of `panel2pad`, the `Top right haunch`, and the `Top right tenon` are each listed separately in the cut list, as if they are three separate pieces:", "u1")
    rec(P2_DPW109, [hx1], P2_K_CABINET, False, SAME, [], None, author="u1")
    rec(P2_DPW109, [hx1, hx2], hx3[1], True, "ellipsis", ["the cut list"], "In the Woodworking workbench's cut list, my cabinet door's `Top rail pad` (from `panel2pad`), `Top right haunch` and `Top right tenon` are listed separately, as if they were three separate pieces.", author="u1")
    rec(P2_DPW109, [hx1, hx2, hx3], "What I'd like is for there to be a single entry in the cut list which included the overall dimensions of the `Top Rail Body` PartDesign Body.", True, "ellipsis", ["the cut list"], "I'd like the Woodworking workbench's cut list to have a single entry with the overall dimensions of the `Top Rail Body` PartDesign Body, its joinery included.", author="u1")
    lend(P2_DPW109, [hx1], P2_K_SHOP, SAME, P2_NAPKIN9)

    sh1 = (U, "Cut part nesting and the CAM workbench", "u1")
    sh2 = (U, P2_K_CAM, "u1")
    sh3 = (U, "With your cutlist work you are awfully close to being able to nest parts into sheet of material.", "u1")
    rec(P2_DPW59, [sh1], P2_K_CAM, False, SAME, [], None, author="u1")
    rec(P2_DPW59, [sh1, sh2], sh3[1], True, "pronoun", ["your cutlist work"], "With the Woodworking workbench's cut-list work, its author is awfully close to being able to nest parts into a sheet of material.", author="u1")
    rec(P2_DPW59, [sh1, sh2, sh3], "Have you done this already, and I have just missed it?", True, "pronoun", ["this", "it"], "Has the Woodworking workbench already implemented nesting cut parts into a sheet of material?", author="u1")
    lend(P2_DPW59, [sh1], P2_K_DODO, SAME, P2_DODO25)

    ak1 = (U, "If you cut a panel, it won't show up in the cut list without the base panel being shown", "u1")
    ak2 = (U, "Love the workbench! Makes my life much easier.", "u1")
    ak3 = (U, "If you use the cut list with the visible objects option turned on so only visible objects show in the cut list, cut objects don't show up in the cut list if the base panel isn't visible.", "u1")
    rec(P2_DPW14, [ak1], ak2[1], True, "ellipsis", ["the workbench"], "I love the Woodworking workbench for FreeCAD; it makes my life much easier.", author="u1")
    rec(P2_DPW14, [ak1, ak2], ak3[1], True, "ellipsis", ["the cut list"], "With the Woodworking workbench's cut list set to show only visible objects, cut objects don't show up in it if their base panel isn't visible.", author="u1")
    rec(P2_DPW14, [ak1, ak2, ak3], "If you use Cut in the FreeCAD way you should rather use **Parent + Base**.", True, "ellipsis", [], "If you cut panels the FreeCAD way, the Woodworking workbench's cut list should use the **Parent + Base** visibility option rather than visible objects only.", author="u2")
    lend(P2_DPW14, [ak1], P2_K_DODO, SAME, P2_DODO25)

    dd1 = (U, "Add Cut List Function", "u1")
    dd2 = (U, P2_K_DODO, "u1")
    dd3 = (U, "So i created a Function \"Create Cut List\".", "u1")
    dd4 = (U, "The cut Width will be added to each piece to account for the saw thickness.", "u1")
    rec(P2_DODO25, [dd1], P2_K_DODO, False, SAME, [], None, author="u1")
    rec(P2_DODO25, [dd1, dd2], dd3[1], True, "ellipsis", [], "So I created a \"Create Cut List\" function for the Dodo workbench.", author="u1")
    rec(P2_DODO25, [dd1, dd2, dd3], dd4[1], True, "ellipsis", ["The cut Width"], "The Dodo workbench's \"Create Cut List\" function adds the cut width to each piece to account for the saw thickness.", author="u1")
    rec(P2_DODO25, [dd1, dd2, dd3, dd4], "Hi, we merged this PR at EdgarJRobles's fork: 01fba486e03a", True, "pronoun", ["this PR"], "The Dodo workbench pull request adding a \"Create Cut List\" function was merged into EdgarJRobles's fork as 01fba486e03a.", author="u2")
    lend(P2_DODO25, [dd1], P2_K_FREECAD, SAME, P2_DPW76)
    lend(P2_DODO25, [dd1], P2_K_SHOP, SAME, P2_NAPKIN9)

    vw1 = (U, "Create cut list for being used with cutlistoptimizer.com", "u1")
    vw2 = (U, "This approach was described on https://wayofwood.com/woodworking-cutlist-in-freecad/, but exists only as patches.", "u1")
    vw3 = (U, "Note: The exported spreadsheet is delimited by tabs, however, CutList Optimizer expects commas instead to import the file accordingly.", "u1")
    rec(P2_A2P632, [vw1], vw2[1], True, "pronoun", ["This approach"], "Creating an A2plus cut list for cutlistoptimizer.com was described on https://wayofwood.com/woodworking-cutlist-in-freecad/, but existed only as patches.", author="u1")
    rec(P2_A2P632, [vw1, vw2], vw3[1], True, "ellipsis", ["The exported spreadsheet"], "Note: A2plus's exported cut-list spreadsheet is tab-delimited, but CutList Optimizer expects commas to import the file.", author="u1")
    rec(P2_A2P632, [vw1, vw2, vw3], "Thank you for the PR. I merged it as it seems to be useful for woodworkers.", True, "pronoun", ["the PR", "it"], "Thank you for the A2plus pull request creating a cut list for cutlistoptimizer.com; I merged it as it seems useful for woodworkers.", author="u2")
    lend(P2_A2P632, [vw1], P2_K_FREECAD, SAME, P2_DPW76)
    lend(P2_A2P632, [vw1, vw2], P2_K_SHOP, SAME, P2_NAPKIN9)

    np1 = (U, "Furniture: materials list and material takeoff", "u1")
    np2 = (U, "DESIGN.md §5.2. Distinct from the cut list: the raw stock to buy.", "u1")
    rec(P2_NAPKIN9, [np1], np2[1], True, "ellipsis", [], "napkin's furniture materials list (DESIGN.md §5.2), distinct from the cut list, is the raw stock to buy.", author="u1")
    rec(P2_NAPKIN9, [np1, np2], P2_K_SHOP, False, SAME, [], None, author="u1")
    lend(P2_NAPKIN9, [np1], P2_K_FREECAD, SAME, P2_DPW76)
    lend(P2_NAPKIN9, [np1], P2_K_DODO, SAME, P2_DODO25)
    lend(P2_NAPKIN9, [np1, np2], P2_K_CAM, SAME, P2_DPW59)

    # ---- further lends (each bank sentence at most 4 times, within its area, never into its own repository) ----
    lend(P2_FLATF40, [ff1, ff2], P2_O_KAWASAKI, SAME, P2_ORIPA203)
    lend(P2_ORIPA260, [ou1], P2_O_ORIHIME, SELF, P2_ORIEDITA206)
    lend(P2_ORIPA260, [ou1, ou2], P2_O_BPEXPORT, SAME, P2_BPS67)
    lend(P2_WH143, [c1], P2_R_TENOR, SAME, P2_MUSIC1)
    lend(P2_MLB106, [ml1], P2_B_RETRO, SAME, P2_BB41)
    lend(P2_PYCHAD9, [pc1, pc2], P2_B_FEED, SAME, P2_BB41)
    lend(P2_RETRO5, [rt1, rt2], P2_B_BASEBALLR, SAME, P2_BBR36)
    lend(P2_BBRBOOK2, [gr1], P2_B_BOXC, SAME, P2_CHAD3)
    lend(P2_MMH29, [z1, z2], P2_H_SIMP, SAME, P2_HW150)
    lend(P2_HW37, [hr1], P2_H_HEISIMP, SAME, P2_MMH30)
    lend(P2_SALT60, [s61], P2_C_US, SELF, P2_CBERRY24)
    lend(P2_CMGR335, [cm1], P2_C_US, SELF, P2_CBERRY24)
    lend(P2_CBERRY24, [cb1, cb2], P2_C_SALTRIM, SAME, P2_SALT24)
    lend(P2_SNOACK3, [sn1], P2_C_IBA, SAME, P2_FLAIR14)
    lend(P2_ANTCAT128, [an1, an2], P2_S_CURATE, SELF, P2_ARCTOS4669)
    lend(P2_DRYHERB28, [dh1], P2_S_CURATE, SELF, P2_ARCTOS4669)
    lend(P2_A2P632, [vw1], P2_K_CABINET, SAME, P2_DPW109)
    lend(P2_NAPKIN9, [np1, np2], P2_K_CABINET, SAME, P2_DPW109)
