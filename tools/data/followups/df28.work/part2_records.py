"""df28 part 2 record blocks (helper cdf2): one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None.
Every module-level name is P2_-prefixed so that the lead can paste this under part 1."""
# ruff: noqa: E501

P2_GH = "https://github.com/"
# ---- juggling: siteswap notation in simulators and generators ----
P2_JL48 = P2_GH + "jkboyce/jugglinglab/issues/48"
P2_JL133 = P2_GH + "jkboyce/jugglinglab/issues/133"
P2_JL102 = P2_GH + "jkboyce/jugglinglab/issues/102"
P2_JL113 = P2_GH + "jkboyce/jugglinglab/issues/113"
P2_JL37 = P2_GH + "jkboyce/jugglinglab/issues/37"
P2_GUN19 = P2_GH + "yDgunz/gunswap/issues/19"
P2_GUN1 = P2_GH + "yDgunz/gunswap/issues/1"
P2_PASSIST = P2_GH + "helbling/passist/issues/26"
P2_SSGEN = P2_GH + "namlit/siteswap_generator/issues/60"
# ---- darts: 501 double-out scoring, busts and checkouts ----
P2_LSA40 = P2_GH + "leaguesports/league-sports-api/issues/40"
P2_LSA41 = P2_GH + "leaguesports/league-sports-api/pull/41"
P2_DASCR = P2_GH + "dascr/dascr-board/issues/38"
P2_LID96 = P2_GH + "mischkadb/lidarts/issues/96"
P2_LID92 = P2_GH + "mischkadb/lidarts/issues/92"
P2_LID193 = P2_GH + "mischkadb/lidarts/issues/193"
# ---- fencing and kendo: scoring boxes, lockout timings and tournament pools ----
P2_FSB12 = P2_GH + "wnew/fencing_scoring_box/pull/12"
P2_FSB10 = P2_GH + "wnew/fencing_scoring_box/issues/10"
P2_FSB16 = P2_GH + "wnew/fencing_scoring_box/issues/16"
P2_FSB9 = P2_GH + "wnew/fencing_scoring_box/issues/9"
P2_FSB4 = P2_GH + "wnew/fencing_scoring_box/issues/4"
P2_ISTE = P2_GH + "ISTE-VIT/Arduino_Amplified/issues/21"
P2_HEMA246 = P2_GH + "SeanFranklin/hemaScorecard/issues/246"
P2_KENDO195 = P2_GH + "softwaremagico/KendoTournamentManager/issues/195"
P2_KENDO596 = P2_GH + "softwaremagico/KendoTournamentManager/issues/596"
P2_KENDO605 = P2_GH + "softwaremagico/KendoTournamentManager/issues/605"
# ---- cue sports: pool and snooker rules in table simulators ----
P2_BBPM3 = P2_GH + "ThatOtherZach/BreakBPM/issues/3"
P2_BBPM12 = P2_GH + "ThatOtherZach/BreakBPM/issues/12"
P2_ELMPOOL4 = P2_GH + "w0rm/elm-pool/issues/4"
P2_ELMPOOL2 = P2_GH + "w0rm/elm-pool/issues/2"
P2_VRCBCE = P2_GH + "VRCBilliards/vrcbce/issues/165"
P2_VRC8_37 = P2_GH + "Terri00/vrc8ball/issues/37"
P2_VRC8_20 = P2_GH + "Terri00/vrc8ball/issues/20"
P2_PIGEON = P2_GH + "OpenBubbles/OpenPigeon/issues/44"
P2_TAIL51 = P2_GH + "tailuge/billiards/pull/51"
P2_TAIL220 = P2_GH + "tailuge/billiards/pull/220"
P2_TAIL310 = P2_GH + "tailuge/billiards/pull/310"
P2_SACCHAN11 = P2_GH + "Sacchan-VRC/MS-VRCSA-Billiards/pull/11"
P2_SACCHAN6 = P2_GH + "Sacchan-VRC/MS-VRCSA-Billiards/pull/6"
P2_CHEESE = P2_GH + "cheesestudio/VRChat-Pool-table-15-red-snooker-Pyramid-Chinese-8-MS-VRCSA-Billiards/pull/23"
# ---- orienteering: control punches, split times and IOF XML course files ----
P2_SB40 = P2_GH + "LukeWoodward/SplitsBrowser/issues/40"
P2_SB29 = P2_GH + "LukeWoodward/SplitsBrowser/issues/29"
P2_PYSPORT = P2_GH + "sportorg/pysport/pull/387"
P2_OST = P2_GH + "SplitTime/OpenSplitTime/issues/1132"
P2_OREPLAY = P2_GH + "oreplay/oreplay-frontend/pull/50"
P2_RG423 = P2_GH + "Maprunner/rg2/issues/423"
P2_RG189 = P2_GH + "Maprunner/rg2/issues/189"
P2_RG120 = P2_GH + "Maprunner/rg2/issues/120"
P2_OSCOUT = P2_GH + "perliedman/o-scout/issues/3"
# ---- net and court games: volleyball sets, side-out and rally scoring ----
P2_BLOBBY = P2_GH + "danielknobe/blobbyvolley2/pull/170"
P2_VOLLEYMC = P2_GH + "jeremynoesen/VolleyBall/issues/18"
P2_PBSTATS = P2_GH + "Eloyye/pb-stats/issues/13"
P2_PONGDOME = P2_GH + "busbud/pongdome/issues/57"
P2_UAJPONG = P2_GH + "andy2great/uaj-test-pong/issues/4"
P2_AKANEIA = P2_GH + "akaneia/akaneia-build/issues/16"
# ---- geocaching: GPX exports, cache logs and attributes ----
P2_GT57 = P2_GH + "steve8x8/geotoad/issues/57"
P2_GT109 = P2_GH + "steve8x8/geotoad/issues/109"
P2_GT272 = P2_GH + "steve8x8/geotoad/issues/272"
P2_CACHLY43 = P2_GH + "cachly/issues-tracker/issues/43"
P2_CACHLY3527 = P2_GH + "cachly/issues-tracker/issues/3527"
P2_OPENSAK = P2_GH + "OpenSAK-Org/OpenSAK/issues/417"
# ---- ten-pin bowling: frames, strikes, spares and the tenth frame ----
P2_BOWL976 = P2_GH + "makersacademy/bowling-challenge/pull/976"
P2_BOWL592 = P2_GH + "makersacademy/bowling-challenge/pull/592"
P2_BOWL942 = P2_GH + "makersacademy/bowling-challenge/pull/942"
P2_BOWL1217 = P2_GH + "makersacademy/bowling-challenge/pull/1217"
P2_BOWL1360 = P2_GH + "makersacademy/bowling-challenge/pull/1360"
P2_BOWL1431 = P2_GH + "makersacademy/bowling-challenge/pull/1431"
P2_BOWL905 = P2_GH + "makersacademy/bowling-challenge/pull/905"  # lends only (its description's last sentence)
P2_CODEGOLF = P2_GH + "code-golf/code-golf/pull/310"

# Every lender is a group of this part (a thread that only lends would be listed here).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# juggling
P2_J_SHORT = "Short-beat patterns – where a hand is throwing on every beat, not every other beat – often need some adjusting to get right."
P2_J_BOUNCE = "The \"Unable to calculate bounce path\" error message shows up when a pattern calls for a bounce that cannot be performed within the time constraints of the beat duration and dwell ratio."
P2_J_SYMMETRY = "When the number of jugglers is odd, the pattern obtains a better symmetry if the even jugglers (juggler 2, 4 etc) start left-handed."
P2_J_PASSING = "In passing it is quite common to have patterns such as `[3 2.5p 2]`"
# darts
P2_D_AVERAGE = "An idea for an additional statistic: an average where to all lost legs the average amount of needed darts to finish is added."
# fencing and other bladed-sport scoring
P2_F_LOCKOUT = "Back in 2016, FIE introduced new timings for sabre, taking the lockout time from 120ms to 170ms"
P2_F_SIMULATE = "You can easily simulate a sabre on your test bench with a foil body wire : they're the same for sabre."
P2_F_WHIP = "\"The apparatus must not signal a hit made by the blade whipping over to hit the opponent while in contact with his blade or guard.\""
P2_F_POOL = "In a pool, fights can be all vs all, or only two fights by team."
# cue sports
P2_C_WPA = "> (d) If no object ball is pocketed, at least four object balls must be driven to one or more rails,\nor the shot results in an illegal break"
P2_C_OPEN = "- **Group Assignment**: The table is open until a player pockets only balls from one group (Solids or Stripes)."
P2_C_BIH = "- **Ball-in-Hand**: Opponent gets ball-in-hand anywhere on the table after any foul, except for the break which is restricted to the kitchen."
P2_C_LEGALHIT = "Legal hit: if the player has hit their target ball with the cue before any other, and some (any) ball has hit a rail or went into a pocket."
# orienteering
P2_O_LEG = "In orienteering it doesn't make sense to have a leg from a control to the same control."
P2_O_EXTRA = "'Extra' control punches are those at controls that were punched by the competitor but are not on the course."
P2_O_SPLITDEF = "` Start and finish times must not be present as SplitTime elements.`"
# geocaching
P2_G_GSAK = "As some information is not provided directly by the Groundspeak GPX file, \nby default, GSAK will interrogate the logs after a GPX load to update \ncertain information in the GSAK database."
P2_G_FOUND = "If GSAK finds a \"found log\" \nby you, it will then update the cache as \"found\" regardless what the \nstatus might be from the incoming GPX file."
# ten-pin bowling
P2_B_SPARE = "A spare is when the two scores form the frame add up to 10 I thought"
P2_B_TENTH = "The tenth frame allows a third bowl."


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- juggling: siteswap notation in simulators and generators ----
    j48 = (U, "Incorrect Behavior with pattern validation. I have been playing with transitions between sync and async siteswaps and have found the following behavior.\n\nThe siteswap 1x(2,1x)! is considered valid by the editor but the siteswap 1x(1x,2) is not.", "u1")
    j48q = "We think of both as a transition from siteswap 2 to siteswap (2,2). The 1x is the transition in and the (2,1x)! and (1x,2) are the transitions out."
    rec(P2_JL48, [j48], j48q, True, "pronoun", ["both"], "We think of both siteswaps 1x(2,1x)! (accepted by Juggling Lab's editor) and 1x(1x,2) (rejected) as a transition from siteswap 2 to siteswap (2,2): the 1x is the transition in and (2,1x)! and (1x,2) are the transitions out.", author="u1")
    j48r = "For a less trivial example, Jugglinglab accepts 3x43x(4,2x)(4,3x)! (and rendered it very strangely, as if there were a multiplex) but does not accept 3x43x(3x,4)(3x,4) which can be though of as transitions from 4 to (4,4)."
    rec(P2_JL48, [j48, (U, j48q, "u1")], j48r, True, "ellipsis", ["a less trivial example"], "A less trivial example of Juggling Lab validating sync/async transition siteswaps inconsistently: Jugglinglab accepts 3x43x(4,2x)(4,3x)! (rendering it strangely, as if there were a multiplex) but does not accept 3x43x(3x,4)(3x,4), which can be thought of as transitions from 4 to (4,4).", author="u1")
    lend(P2_JL48, [j48], P2_J_BOUNCE, SAME, P2_GUN19)
    lend(P2_JL48, [j48], P2_J_SYMMETRY, SAME, P2_SSGEN)

    j133 = (U, "Feature suggestion: Pattern analyzer (command line only?). When a siteswap pattern is entered, display information about the pattern:\n\n- number of objects\n- is the pattern prime or composite (and subpatterns if the latter)", "u1")
    j133q = "- pattern inverse, if it exists\n- pattern dual\n- states used by the pattern"
    rec(P2_JL133, [j133], j133q, True, "ellipsis", ["pattern inverse"], "Juggling Lab's proposed pattern analyzer should also display, for an entered siteswap, the pattern inverse if it exists, the pattern dual and the states used by the pattern.", author="u1")
    rec(P2_JL133, [j133, (U, j133q, "u1")], "Output format is straightforward from the command line. Output method is TBD for GUI-based pattern input.", True, "ellipsis", ["Output format"], "The output format of Juggling Lab's proposed siteswap pattern analyzer is straightforward from the command line; its output method is to be decided for GUI-based pattern input.", author="u1")
    lend(P2_JL133, [j133], P2_J_SYMMETRY, SAME, P2_SSGEN)
    lend(P2_JL133, [j133], P2_J_PASSING, SAME, P2_JL113)

    j102 = (U, "Extra ball appears! I was surprised to see 4 balls in the 3 ball siteswap: `(4,3x)!(2,0)!(3x,0)!`", "u1")
    j102q = "Maybe I understand something wrong about the `!` notation, but I think there should be no extra ball stuck in the left hand, no?"
    rec(P2_JL102, [j102], j102q, True, "ellipsis", ["extra ball"], "In Juggling Lab's animation of the siteswap `(4,3x)!(2,0)!(3x,0)!`, should there be no extra ball stuck in the left hand, or do I misunderstand the `!` notation?", author="u1")
    j102a = "Ah, yes that does animate strangely. Short-beat patterns – where a hand is throwing on every beat, not every other beat – often need some adjusting to get right."
    rec(P2_JL102, [j102, (U, j102q, "u1")], j102a, True, "pronoun", ["that"], "The siteswap `(4,3x)!(2,0)!(3x,0)!` does animate strangely in Juggling Lab; short-beat patterns, where a hand throws on every beat, often need some adjusting to get right.", author="u2")
    j102b = "That is actually a 4-ball pattern, which we know from the average rule and the fact that it's 3 beats long:  (4 + 3 + 2 + 0 + 3 + 0) / 3 = 4."
    rec(P2_JL102, [j102, (U, j102q, "u1"), (A, j102a, "u2")], j102b, True, "pronoun", ["That"], "The siteswap `(4,3x)!(2,0)!(3x,0)!` is actually a 4-ball pattern, known from the average rule and its being 3 beats long: (4 + 3 + 2 + 0 + 3 + 0) / 3 = 4.", author="u2")
    j102c = "Juggling Lab by default interprets `2` throws as holds, since in the usual case a hand is throwing every 2 beats so the hand throwing the `2` won't be doing anything else before that ball is caught again."
    # A general statement about the program's default, complete in itself: a trap in its own thread.
    rec(P2_JL102, [j102, (U, j102q, "u1"), (A, j102a, "u2"), (A, j102b, "u2")], j102c, False, SAME, [], None, author="u2")

    j113 = (U, "Support for non integer throws (3.5). Are you considering support for non integer number siteswaps?", "u1")
    rec(P2_JL113, [j113], P2_J_PASSING, False, SAME, [], None, author="u1")
    j113q = "I think this could also be interesting for solo juggling to get polyrhythmic patterns."
    rec(P2_JL113, [j113, (U, P2_J_PASSING, "u1")], j113q, True, "pronoun", ["this"], "I think support for non-integer throws in Juggling Lab siteswaps could also be interesting for solo juggling, to get polyrhythmic patterns.", author="u1")
    rec(P2_JL113, [j113, (U, P2_J_PASSING, "u1"), (U, j113q, "u1")], "I'm also interested in patterns that have a galloping rhythm.", True, "ellipsis", ["also"], "For non-integer siteswap throws in Juggling Lab, I'm also interested in patterns that have a galloping rhythm.", author="u1")

    j37 = (U, "Inconsistent hand sequence in mix asynch/synch patterns? A.: Why is it that \\(7x,7x\\)07x7x7x0 is considered a valid \npattern, but \\(7x,7x\\)07x7x7x0\\(7x,7x\\)07x7x7x0 \n\\(extending the first sequence by itself\\) is not?", "u1")
    j37q = "B.: Likewise, but exactly contrary: \\(7,7\\)07770\\(7,7\\)07770 \nis considered valid, but \\(7,7\\)07770 is not."
    rec(P2_JL37, [j37], j37q, True, "ellipsis", ["Likewise, but exactly contrary"], "Juggling Lab considers the mixed sync/async siteswap (7,7)07770(7,7)07770 valid but (7,7)07770 not valid, the opposite of (7x,7x)07x7x7x0 being valid and its doubling not: why?", author="u1")
    rec(P2_JL37, [j37, (U, j37q, "u1")], "Closing because it isn't a bug", True, "pronoun", ["it"], "Closing the Juggling Lab issue about inconsistent validation of mixed sync/async siteswaps such as (7,7)07770, because it isn't a bug.", author="u2")
    lend(P2_JL37, [j37], P2_J_BOUNCE, SAME, P2_GUN19)

    g19 = (U, "Getting Error: \"Unable to calculate bounce path\". I don't know if this is normal or not but when I try 1B or 3B or 4B or 9B{HF}45 as \"Siteswap\" and press \"Juggle\", I get the error mentioned above. The 3B{HF} works though or the simple 9B45 or even 2B.", "u1")
    # The maintainer's first sentence restates the error and its cause in full: a trap.
    rec(P2_GUN19, [g19], P2_J_BOUNCE, False, SAME, [], None, author="u2")
    g19q = "Consider your example 9B{HF}45, presumably you left the default beatDuration of .28?"
    rec(P2_GUN19, [g19, (A, P2_J_BOUNCE, "u2")], g19q, True, "pronoun", ["your example"], "For the gunswap siteswap 9B{HF}45 that fails with \"Unable to calculate bounce path\", was the default beatDuration of .28 left unchanged?", author="u2")
    lend(P2_GUN19, [g19], P2_J_SHORT, SAME, P2_JL102)

    g1 = (U, "Throws above 9 in sync or multiplex siteswap. Maybe I'm missing something, but I don't seem to be able to specify a sync or multiplex pattern with a throw of a or higher.", "u1")
    g1q = "patterns that work: a a8 (6,2) (8,2) (6x,2x) [80] [9]\npatterns that don't work: (a,2) (ax,2x) [a0] [a]"
    rec(P2_GUN1, [g1], g1q, True, "ellipsis", ["patterns that work"], "In gunswap, siteswap patterns that work: a a8 (6,2) (8,2) (6x,2x) [80] [9]; sync or multiplex patterns with a throw of a or higher that don't work: (a,2) (ax,2x) [a0] [a].", author="u1")
    g1r = "Error message for the sync problem is: Cannot determine number of props\nError message for the multiplex problem is: No prop available to toss at beat 0"
    rec(P2_GUN1, [g1, (U, g1q, "u1")], g1r, True, "ellipsis", ["the sync problem", "the multiplex problem"], "In gunswap, a sync siteswap with a throw of a or higher fails with \"Cannot determine number of props\", and a multiplex one with \"No prop available to toss at beat 0\".", author="u1")
    g1a = "Thanks for the bug report! Looks like any non vanilla siteswaps with tosses >= 'a' don't work. I think I found the issue so I'm gonna push the fix later."
    rec(P2_GUN1, [g1, (U, g1q, "u1"), (U, g1r, "u1")], g1a, True, "ellipsis", ["the issue"], "It looks like any non-vanilla gunswap siteswaps with tosses of 'a' or higher don't work; I think I found the cause and will push a fix later.", author="u2")
    lend(P2_GUN1, [g1], P2_J_PASSING, SAME, P2_JL113)

    p26 = (U, "Generator misses one trivial siteswap. Not sure if this is a bug or a deliberate design decision.\nThe lexicographically smallest siteswap seems always to be missing from the generator, for example 33333", "u1")
    p26q = "Yeah, you were right, Patterns that repeat themselves exactly are filtered."
    rec(P2_PASSIST, [p26], p26q, True, "ellipsis", ["you were right"], "In the passist siteswap generator, siteswaps that repeat themselves exactly (such as 33333) are filtered out, which is why the lexicographically smallest one seems to be missing.", author="u1")
    rec(P2_PASSIST, [p26, (U, p26q, "u1")], "For prime number periods, there is only one. As in period 3 described above.", True, "ellipsis", ["there is only one"], "For prime-number periods there is only one exactly repeating siteswap filtered out of the passist generator (as in period 3, e.g. 333).", author="u1")
    lend(P2_PASSIST, [p26], P2_J_SHORT, SAME, P2_JL102)

    s60 = (U, "improve symmetry for an odd number of jugglers. " + P2_J_SYMMETRY, "u1")
    s60q = "Notably, the markers || and X will only depend on the site-swap value, not on the number of the juggler."
    rec(P2_SSGEN, [s60], s60q, True, "ellipsis", ["the markers"], "If the even jugglers start left-handed when the number of jugglers is odd, the siteswap generator's markers || and X will only depend on the siteswap value, not on the juggler's number.", author="u1")
    rec(P2_SSGEN, [s60, (U, s60q, "u1")], "I have tried to solve this in my fork", True, "pronoun", ["this"], "I have tried, in my fork of siteswap_generator, to make even jugglers start left-handed for a better symmetry with an odd number of jugglers.", author="u1")
    rec(P2_SSGEN, [s60, (U, s60q, "u1"), (U, "I have tried to solve this in my fork", "u1")], "But I don't know how to compile and test the program.", True, "ellipsis", ["the program"], "But I don't know how to compile and test the siteswap_generator program.", author="u1")
    lend(P2_SSGEN, [s60], P2_J_BOUNCE, SAME, P2_GUN19)
    lend(P2_JL102, [j102], P2_J_BOUNCE, SAME, P2_GUN19)
    lend(P2_JL37, [j37], P2_J_SYMMETRY, SAME, P2_SSGEN)
    lend(P2_GUN1, [g1], P2_J_SYMMETRY, SAME, P2_SSGEN)
    lend(P2_GUN19, [g19], P2_J_PASSING, SAME, P2_JL113)
    lend(P2_PASSIST, [p26], P2_J_PASSING, SAME, P2_JL113)
    lend(P2_SSGEN, [s60], P2_J_SHORT, SAME, P2_JL102)

    # ---- darts: 501 double-out scoring, busts and checkouts ----
    l40 = (U, "feat: darts 501 live + capture (double-out). ## Request\n\nBuild a **501 / double-out** darts API so the frontend can ship a live scorecard and finished-game capture. Frontend is waiting. **Do not merge** until reviewed.", "u1")
    l40q = "- Game: **501**, **double-out** only\n- Entry: **turn totals** (integer visit score), not per-dart"
    rec(P2_LSA40, [l40], l40q, True, "ellipsis", ["Game"], "The league-sports darts API's first version: the game is 501, double-out only, and entry is by turn totals (an integer visit score), not per dart.", author="u1")
    l40r = "- Create live match → remaining starts at **501**\n- Submit turn: `{ playerSlot|userId, score: 0–180 }` with bust rules\n- Bust if `score > remaining` OR `remaining − score === 1`"
    rec(P2_LSA40, [l40, (U, l40q, "u1")], l40r, True, "ellipsis", ["remaining"], "The league-sports 501 double-out darts API's live flow: creating a live match starts the remaining score at 501; a submitted turn (player slot or user id, score 0–180) is a bust if the score is more than the remaining score or would leave exactly 1.", author="u1")
    l40s = "- Checkout / finish: a visit that hits 0 requires `checkout: true` (FE asserts double-out). Reject finishes without the flag."
    rec(P2_LSA40, [l40, (U, l40q, "u1"), (U, l40r, "u1")], l40s, True, "ellipsis", ["the flag"], "In the league-sports 501 darts API, a visit that brings the remaining score to 0 requires `checkout: true` (the frontend asserts the double-out); finishes without that flag are rejected.", author="u1")
    rec(P2_LSA40, [l40, (U, l40q, "u1"), (U, l40r, "u1"), (U, l40s, "u1")], "- Lock the match when complete (winner set)", True, "ellipsis", ["the match"], "The league-sports 501 darts API should lock a live darts match when it is complete, with the winner set.", author="u1")

    l41 = (U, "feat: darts 501 live + capture (double-out). Implements #40. Draft — **do not merge** until reviewed. Frontend can integrate against this contract.", "u1")
    l41q = "Darts follows that sport-prefixed pattern as `/api/darts` (not `/api/darts-matches`) so the live scorecard and capture URLs stay short."
    l41h = (U, "Padel kept the original `/api/matches` collection. Golf is sport-prefixed (`/api/golf-rounds`).", "u1")
    rec(P2_LSA41, [l41, l41h], l41q, True, "pronoun", ["that sport-prefixed pattern"], "The league-sports darts 501 API follows golf's sport-prefixed route pattern as `/api/darts` (not `/api/darts-matches`), so the live scorecard and capture URLs stay short.", author="u1")
    l41r = "Venue is **nullable** (`DartsMatch.venueCmsId` optional FK to `Venue.cmsId`). Pub/home games omit `venueCmsId`."
    rec(P2_LSA41, [l41, l41h, (U, l41q, "u1")], l41r, True, "ellipsis", ["Venue"], "In the league-sports darts 501 match migration, the venue is nullable (`DartsMatch.venueCmsId` is an optional foreign key to `Venue.cmsId`); pub and home games omit `venueCmsId`.", author="u1")
    lend(P2_LSA41, [l41], P2_D_AVERAGE, SAME, P2_LID96)

    d38 = (U, "Scoreboard shows a 3 dart finish while there is only 1 or 2 darts left. After the first dart is thrown the scoreboard shows still a 3 dart checkout instead of switching to a 2 dart finish (if possible).", "u1")
    d38q = "example:\n121 left\nhit 20 with first dart\nscoreboard shows \"T20 9 D16 / T17 D25\"\nnext dart misses\nscoreboard still showing \"T20 9 D16 / T17 D25\""
    rec(P2_DASCR, [d38], d38q, True, "ellipsis", ["example"], "Example of the DaSCR darts board still showing a 3-dart checkout with fewer darts left: with 121 left and 20 hit by the first dart, the scoreboard shows \"T20 9 D16 / T17 D25\", and after the next dart misses it still shows \"T20 9 D16 / T17 D25\".", author="u1")
    d38r = "possible solution:\ncreating different checkout lists responding to the darts left"
    rec(P2_DASCR, [d38, (U, d38q, "u1")], d38r, True, "ellipsis", ["possible solution"], "A possible fix for the DaSCR darts scoreboard showing a 3-dart checkout when only 1 or 2 darts are left: different checkout lists depending on the darts left.", author="u1")
    d38a = "I know. Never did implement the way you suggest. But it sure would be a solution."
    rec(P2_DASCR, [d38, (U, d38q, "u1"), (U, d38r, "u1")], d38a, True, "pronoun", ["it"], "I know the DaSCR darts scoreboard always shows a 3-dart checkout; I never implemented checkout lists depending on the darts left, but they would be a solution.", author="u2")
    lend(P2_DASCR, [d38], P2_D_AVERAGE, SAME, P2_LID96)

    d96 = (U, "All-checkout statistical average. " + P2_D_AVERAGE, "u1")
    d96q = "This will \"clean\" the average and make it comparable regardless of the opponents' average strength."
    rec(P2_LID96, [d96], d96q, True, "pronoun", ["This"], "Adding, for every lost leg, the average number of darts needed to finish the remaining score would 'clean' a lidarts player's average and make it comparable regardless of the opponents' average strength.", author="u1")
    d96r = "Example: Player A loses a leg with 81 score remaining. A lookup in his won legs happens how many darts he needs on average to finish that score. It will be added to his dart count."
    rec(P2_LID96, [d96, (U, d96q, "u1")], d96r, True, "ellipsis", ["Example"], "An example of lidarts' proposed all-checkout average: player A loses a leg with 81 remaining; a lookup in his won legs finds how many darts he needs on average to finish 81, and that is added to his dart count.", author="u1")
    d96s = "That average will always be lower than the traditional average unless you never lost a leg."
    rec(P2_LID96, [d96, (U, d96q, "u1"), (U, d96r, "u1")], d96s, True, "pronoun", ["That average"], "The proposed lidarts all-checkout average will always be lower than the traditional darts average unless you never lost a leg.", author="u1")
    rec(P2_LID96, [d96, (U, d96q, "u1"), (U, d96r, "u1"), (U, d96s, "u1")], "How many legs from the past should be included is up for discussion.", True, "ellipsis", ["How many legs"], "How many past won legs lidarts' all-checkout average should include (when looking up the darts needed to finish) is up for discussion.", author="u1")

    d92 = (U, "Count checkout darts in Single Out", "u1")
    rec(P2_LID92, [d92], "It was requested. I do not think it's that important.", True, "pronoun", ["It"], "Counting checkout darts in Single Out games in lidarts was requested; I do not think it's that important.", author="u1")

    d193 = (U, "Undo score can leave 1 remaining in Double Out", "u1")
    rec(P2_LID193, [d193], "Bug is confirmed.", True, "ellipsis", ["Bug"], "The lidarts bug where undoing a score can leave 1 remaining in a Double Out game is confirmed.", author="u1")
    lend(P2_LSA40, [l40], P2_D_AVERAGE, SAME, P2_LID96)

    # ---- fencing and kendo: scoring boxes, lockout timings and tournament pools ----
    f12 = (U, "Updated to new sabre timings. " + P2_F_LOCKOUT, "u1")
    f12q = "Anything change for foil or epee during the 2016 update?"
    rec(P2_FSB12, [f12], f12q, True, "ellipsis", ["the 2016 update"], "Did the FIE's 2016 update of sabre timings (lockout from 120 ms to 170 ms) change anything for foil or epee?", author="u2")
    f12a = "Nope, only on sabre. Foil and epee is still the same"
    rec(P2_FSB12, [f12, (A, f12q, "u2")], f12a, True, "ellipsis", ["only on sabre"], "No, the FIE's 2016 timing update changed only the sabre lockout; foil and epee timings are still the same.", author="u1")
    rec(P2_FSB12, [f12, (A, f12q, "u2"), (U, f12a, "u1")], "Thanks very much for the update. Sorry I only saw it now.", True, "ellipsis", ["the update"], "Thanks very much for updating fencing_scoring_box to the FIE's new sabre timings; sorry I only saw the pull request now.", author="u3")
    lend(P2_FSB12, [f12], P2_F_POOL, SAME, P2_KENDO195)

    f10 = (U, "Sabre Implementation. Sabre is totally untested, it has come to my attention that it is more complex then just foil without the off-target.", "u1")
    f10q = "A hit needs to be able to register while in contact with the opponents blade. This makes it quite tricky to implement."
    rec(P2_FSB10, [f10], f10q, True, "ellipsis", ["A hit"], "In sabre, a hit needs to be able to register while the blade is in contact with the opponent's blade, which makes sabre quite tricky to implement in fencing_scoring_box.", author="u1")
    f10r = "I did a sabre box that perfectly worked on my bench but that completely fails when you connect it to long wires (i used digital pins)."
    # A complete account of the speaker's own box: its pronouns point inside the sentence.
    rec(P2_FSB10, [f10, (U, f10q, "u1")], f10r, False, SELF, [], None, author="u2")
    rec(P2_FSB10, [f10, (U, f10q, "u1"), (A, f10r, "u2")], P2_F_SIMULATE, False, SAME, [], None, author="u2")
    f10a = "Hi Solexis, thank you for you interest. I do currently have some time. So will look at it."
    rec(P2_FSB10, [f10, (U, f10q, "u1"), (A, f10r, "u2"), (A, P2_F_SIMULATE, "u2")], f10a, True, "pronoun", ["it"], "Thank you for your interest in the fencing_scoring_box sabre implementation; I currently have some time, so I will look at sabre.", author="u1")
    lend(P2_FSB10, [f10], P2_F_POOL, SAME, P2_KENDO195)

    f16 = (U, "Delay in lights coming on due to waiting for lockout. After using the scoring machine today (Fencing Foil)  I noticed 2 problems :\n1. There is a delay between point pressed and the light coming up \n2. when 2 hits are done in sequence within the lockout time both light come at the same time (although the hits did not came a the exact same time.", "u1")
    f16q = "This made me look into the code again and I have realized the logic is not correct.\nThe code starts the signal hits only after the lockout time is finished."
    rec(P2_FSB16, [f16], f16q, True, "pronoun", ["This"], "The foil light delay made me look into the fencing_scoring_box code again: its logic is not correct, it starts signalling hits only after the lockout time is finished.", author="u1")
    f16b = "But is should show the light immediately and not wait."
    rec(P2_FSB16, [f16, (U, f16q, "u1")], f16b, True, "ellipsis", ["the light"], "But fencing_scoring_box should show a hit's light immediately and not wait for the lockout time to finish.", author="u1")
    f16c = "the main difference is the fact the signals turn on immediately not waiting for the lockout time to finish. I believe this is much more correct. this is how the professional machines work."
    rec(P2_FSB16, [f16, (U, f16q, "u1"), (U, f16b, "u1")], f16c, True, "ellipsis", ["the main difference"], "The main difference in my updated fencing_scoring_box code is that the hit signals turn on immediately instead of waiting for the lockout time to finish, which is how professional machines work.", author="u1")
    f16d = "the only thing that you've changed is the position of the call of the function signalhits(), isnt it?"
    rec(P2_FSB16, [f16, (U, f16q, "u1"), (U, f16b, "u1"), (U, f16c, "u1")], f16d, True, "ellipsis", ["the only thing that you've changed"], "Is moving the call of signalhits() the only change in the updated fencing_scoring_box code that lights hits immediately?", author="u2")

    f9 = (U, "Sabre Whipover. This still needs to be implemented. This is not easy and is a low priority.", "u1")
    f9q = "This requirement by the FIE seems to have been removed in favour of a stiffer blade."
    rec(P2_FSB9, [f9], f9q, True, "pronoun", ["This requirement"], "The FIE requirement that a sabre scoring box not signal whipover hits seems to have been removed in favour of a stiffer blade.", author="u1")
    f9a = "Not removed : it has been added. In 2000, blade were required to be stiffer in order to reduce the whipover possibilities."
    rec(P2_FSB9, [f9, (U, f9q, "u1")], f9a, True, "ellipsis", ["Not removed"], "The FIE's sabre whipover requirement has not been removed; the stiffer-blade rule was added to it: in 2000 sabre blades were required to be stiffer to reduce whipover.", author="u2")
    rec(P2_FSB9, [f9, (U, f9q, "u1"), (A, f9a, "u2")], P2_F_WHIP, False, SAME, [], None, author="u2")
    lend(P2_FSB9, [f9], P2_F_POOL, SAME, P2_KENDO195)

    f4 = (U, "Project finished? Is this considered fully working now? Have you used it much?", "u1")
    f4q = "I was thinking of building a fencing scoring box based on this and wondered if the accuracy was solid now."
    rec(P2_FSB4, [f4], f4q, True, "pronoun", ["this"], "I was thinking of building a fencing scoring box based on wnew's fencing_scoring_box and wondered if its accuracy was solid now.", author="u1")
    f4a = "I am finally happy that the foil and epee boxes are working correctly, I just need to test sabre."
    rec(P2_FSB4, [f4, (U, f4q, "u1")], f4a, True, "ellipsis", ["the foil and epee boxes"], "I am finally happy that fencing_scoring_box's foil and epee boxes work correctly; I just need to test sabre.", author="u2")
    f4b = "I have done a lot of lab testing to ensure that the timings are accurate. Using an oscilloscope as well as simulated hits."
    rec(P2_FSB4, [f4, (U, f4q, "u1"), (A, f4a, "u2")], f4b, True, "ellipsis", ["the timings"], "I have done a lot of lab testing, with an oscilloscope and simulated hits, to ensure that fencing_scoring_box's timings are accurate.", author="u2")
    lend(P2_FSB4, [f4], P2_F_POOL, SAME, P2_KENDO195)

    i21 = (U, "Fencing detection system. I would like to create a fencing detection system that supports Eppe and Foil/Sabre modes.\nCan you asssign me and @luis-1063 to this issue?", "u1")
    i21a = "I have been working on one and I would like to try to add it to make it easily accessible."
    rec(P2_ISTE, [i21], i21a, True, "pronoun", ["one"], "I have been working on a fencing detection system (epee and foil/sabre modes) and would like to add it to Arduino_Amplified to make it easily accessible.", author="u2")
    rec(P2_ISTE, [i21, (A, i21a, "u2")], "Sure Kindly send the Pull request ,our team will be delighted to help you out with your project.", True, "ellipsis", ["the Pull request"], "Please send the pull request adding the fencing detection system to Arduino_Amplified; our team will be delighted to help with the project.", author="u3")
    lend(P2_ISTE, [i21], P2_F_LOCKOUT, SAME, P2_FSB12)
    lend(P2_ISTE, [i21], P2_F_WHIP, SAME, P2_FSB9)

    h246 = (U, "Improve Swiss Pools functionality. Building off https://github.com/SeanFranklin/hemaScorecard/pull/243", "u1")
    h246q = "1) EITHER Make it clear somehow that if you pick a pool size of 2 it's forced you into Swiss (your pool ranking algo is now irrelevant) or create a whole separate option for forcing the tournament into a swiss configuration."
    rec(P2_HEMA246, [h246], h246q, True, "ellipsis", ["a pool size of 2"], "hemaScorecard should either make clear that picking a pool size of 2 forces a tournament into Swiss pools (making the pool ranking algorithm irrelevant), or add a separate option forcing a Swiss configuration.", author="u1")
    h246r = "1) Improve the Pool Matches display, since breaking out by \"pool\" is meaningless."
    rec(P2_HEMA246, [h246, (U, h246q, "u1")], h246r, True, "ellipsis", ["the Pool Matches display"], "hemaScorecard should improve its Pool Matches display for Swiss pools, since breaking matches out by pool is meaningless there.", author="u1")
    h246s = "3) (Nice to have) look at the Rating of fighters who have the same number of wins, and snake seed them. This keeps the two highest rated fighters from meeting until the last possible round."
    rec(P2_HEMA246, [h246, (U, h246q, "u1"), (U, h246r, "u1")], h246s, True, "ellipsis", ["the Rating of fighters"], "For hemaScorecard's Swiss pools, it would be nice to snake-seed fighters with the same number of wins by rating, keeping the two highest-rated fighters from meeting until the last possible round.", author="u1")
    lend(P2_HEMA246, [h246], P2_F_LOCKOUT, SAME, P2_FSB12)

    k195 = (U, "Pool fights can be maximized or not", "u1")
    rec(P2_KENDO195, [k195], P2_F_POOL, False, SAME, [], None, author="u1")
    lend(P2_KENDO195, [k195], P2_F_SIMULATE, SAME, P2_FSB10)

    k596 = (U, "Elaborate more on resolving draws. Hi can you please elaborate more?\n\nhttps://github.com/softwaremagico/KendoTournamentManager/wiki/Tournament-definition#scoring-rules", "u1")
    rec(P2_KENDO596, [k596], "What is the difference between a match and a fight?", True, "ellipsis", ["a match and a fight"], "In KendoTournamentManager's scoring rules, what is the difference between a match and a fight?", author="u1")
    rec(P2_KENDO596, [k596, (U, "What is the difference between a match and a fight?", "u1")], "What is a duel?", True, "ellipsis", ["a duel"], "What is a duel in KendoTournamentManager's scoring rules?", author="u1")
    lend(P2_KENDO596, [k596], P2_F_WHIP, SAME, P2_FSB9)

    k605 = (U, "Bye matches should wait the results from lower levels. Hi, I think that bye matches should wait the results from lower levels. (Championship mode)", "u1")
    k605q = "Otherwise phase 3 matches can be played even if phase 2 is not finished, which is not ok..."
    rec(P2_KENDO605, [k605], k605q, True, "ellipsis", ["Otherwise"], "If bye matches in KendoTournamentManager's championship mode do not wait for results from lower levels, phase 3 matches can be played even if phase 2 is not finished, which is not OK.", author="u1")
    k605a = "The requirement here is that one team cannot be in two consecutive byes, as will be not fair for the other teams."
    rec(P2_KENDO605, [k605, (U, k605q, "u1")], k605a, True, "ellipsis", ["The requirement here"], "KendoTournamentManager's requirement when populating first-level pools for byes is that one team cannot be in two consecutive byes, as that would not be fair to the other teams.", author="u2")
    lend(P2_KENDO605, [k605], P2_F_LOCKOUT, SAME, P2_FSB12)
    lend(P2_KENDO596, [k596], P2_F_LOCKOUT, SAME, P2_FSB12)
    lend(P2_HEMA246, [h246], P2_F_WHIP, SAME, P2_FSB9)
    lend(P2_KENDO605, [k605], P2_F_WHIP, SAME, P2_FSB9)
    lend(P2_ISTE, [i21], P2_F_SIMULATE, SAME, P2_FSB10)
    lend(P2_HEMA246, [h246], P2_F_SIMULATE, SAME, P2_FSB10)

    # ---- cue sports: pool and snooker rules in table simulators ----
    bb3 = (U, "Foul When 8 & Others Remain? Foul on the 8 ball while there were other balls still on the table? I would think it would only be a foul when there are no balls on the table. Need official rule check.", "u1")
    bb3q = "The annoying thing about questions like this is that it can depend. So because there's WPA, BCA, APA, \"Bar rules\", and \"some nonsense rule from Australia\"..."
    rec(P2_BBPM3, [bb3], bb3q, True, "pronoun", ["questions like this"], "Whether fouling on the 8-ball while other balls remain on the table is a foul in BreakBPM can depend on the rule set: WPA, BCA, APA, bar rules or some rule from Australia.", author="u1")
    bb3r = "The end state is I'm going to leave this alone and the expected result of fouling on the 8-ball, with none of your grouping left (there still may be the other grouping) - will result in a loss of game."
    rec(P2_BBPM3, [bb3, (U, bb3q, "u1")], bb3r, True, "pronoun", ["this"], "I'm leaving BreakBPM's 8-ball foul rule alone: fouling on the 8-ball with none of your group left (the other group may remain) results in a loss of game.", author="u1")
    lend(P2_BBPM3, [bb3], P2_C_WPA, SAME, P2_ELMPOOL4)

    bb12 = (U, "Ball in Hand or Behind the Line? Ball in Hand, vs. Behind the line rule for 8-ball and 9-ball. Toggle settings, under team assignment. Appears for all modes.", "u1")
    bb12q = "In-game log will need to say which when a foul is made, currently it reads out \"ball in hand...\""
    rec(P2_BBPM12, [bb12], bb12q, True, "ellipsis", ["which"], "BreakBPM's in-game log will need to say whether ball in hand or behind the line applies when a foul is made; currently it reads out \"ball in hand...\".", author="u1")
    rec(P2_BBPM12, [bb12, (U, bb12q, "u1")], "This could also be a drop down.", True, "pronoun", ["This"], "BreakBPM's ball-in-hand versus behind-the-line setting for 8-ball and 9-ball could also be a drop-down instead of a toggle.", author="u1")
    bb12r = "IDK, it just mainly enforces some more common rules for \"straight pool\" vs. \"Vegas pool.\""
    rec(P2_BBPM12, [bb12, (U, bb12q, "u1"), (U, "This could also be a drop down.", "u1")], bb12r, True, "pronoun", ["it"], "BreakBPM's ball-in-hand versus behind-the-line setting mainly enforces some more common rules for \"straight pool\" versus \"Vegas pool\".", author="u1")
    lend(P2_BBPM12, [bb12], P2_C_OPEN, SAME, P2_TAIL220)

    ep4 = (U, "Check legal break. Check if a player makes a legal break. If not, the next player can rebreak, that is, place the cue ball anywhere behind the head string.", "u1")
    ep4b = "Legal break: a ball must be pocketed or 4 balls must hit a wall."
    rec(P2_ELMPOOL4, [ep4], ep4b, False, SAME, [], None, author="u1")
    ep4c = "From [WPA 3.3](https://wpapool.com/rules-of-play/#eight-ball):\n" + P2_C_WPA
    ep4q = "This varies from those rules in that the next player does not have options, instead only to rebreak."
    rec(P2_ELMPOOL4, [ep4, (U, ep4b, "u1"), (U, ep4c, "u1")], ep4q, True, "pronoun", ["This", "those rules"], "elm-pool's legal-break check varies from the WPA 3.3 eight-ball rules in that after an illegal break the next player has no options, only to rebreak.", author="u1")
    lend(P2_ELMPOOL4, [ep4], P2_C_BIH, SAME, P2_TAIL220)

    ep2 = (U, "Check legal shot or next player has ball-in-hand. During regular play, if a player does not make a legal hit, the next player has ball-in-hand anywhere on the table.", "u1")
    rec(P2_ELMPOOL2, [ep2], P2_C_LEGALHIT, False, SAME, [], None, author="u1")
    lend(P2_ELMPOOL2, [ep2], P2_C_OPEN, SAME, P2_TAIL220)

    v165 = (U, "Hitting 8-ball on your turn when colors are pocketed counts as a foul. Hitting the 8-ball but not pocketing it when you have already sunk all of your colored balls is counted as a foul, allowing the opponent's next turn to reposition the cue ball.", "u1")
    v165q = "This issue is tested and reproducible with a single player in desktop mode on the lastest master branch but assuming it can also apply to other player configurations."
    rec(P2_VRCBCE, [v165], v165q, True, "pronoun", ["This issue"], "vrcbce counting a hit on the 8-ball (not pocketed, all own colours sunk) as a foul is tested and reproducible with a single player in desktop mode on the latest master branch, and probably applies to other player configurations.", author="u1")
    lend(P2_VRCBCE, [v165], P2_C_LEGALHIT, SAME, P2_ELMPOOL2)
    lend(P2_VRCBCE, [v165], P2_C_WPA, SAME, P2_ELMPOOL4)

    t37 = (U, "9 Ball Win Condition Bug. When playing 9 Ball I found that you are able to sink the 9 Ball at any time and have it count as a win if the current objective ball knocks it in.", "u1")
    t37q = "**_Example:_** On my turn the ball to sink is the 4 but I bounce the 4 into the 9 and sink just the 9 ball. This counts as a win instead of a loss."
    rec(P2_VRC8_37, [t37], t37q, True, "ellipsis", ["Example"], "An example of vrc8ball's 9-ball win condition: on my turn the ball to sink is the 4, I bounce the 4 into the 9 and sink just the 9 ball, and this counts as a win instead of a loss.", author="u1")
    t37a = "This is actually the standard rules of 9 ball\n- Legal shot is hitting lowest number ball first\n- Win is any time 9 goes in without fouling\n- Balls can be scored out of order"
    rec(P2_VRC8_37, [t37, (U, t37q, "u1")], t37a, True, "pronoun", ["This"], "Winning by sinking the 9 off the lowest-numbered ball is actually the standard 9-ball rule: a legal shot hits the lowest-numbered ball first, a win is any time the 9 goes in without fouling, and balls can be scored out of order.", author="u2")
    t37b = "Oh my bad then, I don't know much about 9 ball lol\nJust seemed odd to be able to win the game at any time by pocketing the 9 off another ball."
    rec(P2_VRC8_37, [t37, (U, t37q, "u1"), (A, t37a, "u2")], t37b, True, "ellipsis", ["my bad then"], "My mistake: it just seemed odd that in 9-ball you can win the game at any time by pocketing the 9 off another ball.", author="u1")
    rec(P2_VRC8_37, [t37, (U, t37q, "u1"), (A, t37a, "u2"), (U, t37b, "u1")], "Yes, that is accurate with the rules!", True, "pronoun", ["that"], "Yes, winning 9-ball by pocketing the 9 off another ball at any time is accurate with the rules.", author="u3")

    t20 = (U, "Rule Updates. We noticed some rules are incorrect in terms of scratching. (although some may be bar rules!)", "u1")
    t20q = "1. It was mentioned before that when you sink the 8-ball off the break, you should win. I think that's a WIP already"
    rec(P2_VRC8_20, [t20], t20q, True, "ellipsis", ["It was mentioned before"], "vrc8ball should make sinking the 8-ball off the break a win, as mentioned before; I think that's a work in progress already.", author="u1")
    t20r = "2. When you sink another color ball after you sink yours, it should not count as a scratch."
    rec(P2_VRC8_20, [t20, (U, t20q, "u1")], t20r, True, "ellipsis", ["another color ball"], "In vrc8ball, sinking another colour's ball after you have sunk yours should not count as a scratch.", author="u1")
    t20s = "Also just wanted to say what a great job you've done for this, especially in VRC. Top spin, back spin and even english/spanish work so well!"
    rec(P2_VRC8_20, [t20, (U, t20q, "u1"), (U, t20r, "u1")], t20s, True, "pronoun", ["this"], "Great job on vrc8ball, especially in VRChat: top spin, back spin and even english work so well!", author="u1")
    lend(P2_VRC8_20, [t20], P2_C_BIH, SAME, P2_TAIL220)

    pg44 = (U, "9 ball scratching on 9. When the other player scratches on the 9 ball, the game glitches and cannot continue.", "u1")
    pg44q = "Also, if I scratch on the 9 ball, I lose, but in the rules of 9 ball, it should be placed back on the table and the other player should get ball in hand"
    rec(P2_PIGEON, [pg44], pg44q, True, "ellipsis", ["Also", "I lose"], "Also, in OpenPigeon if I scratch on the 9 ball I lose, but under 9-ball rules the 9 should be placed back on the table and the other player should get ball in hand.", author="u1")
    rec(P2_PIGEON, [pg44, (U, pg44q, "u1")], "This update is fixed in the most recent push and will be available in the upcoming update!", True, "pronoun", ["This"], "OpenPigeon's 9-ball scratch-on-the-9 bugs are fixed in the most recent push and will be available in the upcoming update.", author="u2")
    lend(P2_PIGEON, [pg44], P2_C_LEGALHIT, SAME, P2_ELMPOOL2)

    tl51 = (U, "Add \"D\" and change to 15 red balls in snooker mode. Thank you for building this project. I wanna play Snooker, but the number of red balls is 9 and the table doesn't have \"D\", thus I have made some minor changes. Hope it works well.", "u1")
    tl51a = "Hi,\n\nThis looks great, can you fix the following test and then I will merge"
    rec(P2_TAIL51, [tl51], tl51a, True, "pronoun", ["This"], "The pull request adding the D and 15 red balls to tailuge billiards' snooker mode looks great; can you fix the failing test so that I can merge it?", author="u2")
    tl51b = "My first break:\nhttps://tailuge-billiards.cyclic.app/replay/173\n\nPretty difficult with 15 reds on a small pool size table."
    rec(P2_TAIL51, [tl51, (A, tl51a, "u2")], tl51b, True, "ellipsis", ["15 reds"], "My first snooker break with 15 reds in tailuge billiards (replay 173): pretty difficult with 15 reds on a small pool-size table.", author="u2")
    tl51c = "If you have any other changes I am happy to include them. One big area to improve is  the way the ball bounces off cushions."
    rec(P2_TAIL51, [tl51, (A, tl51a, "u2"), (A, tl51b, "u2")], tl51c, True, "ellipsis", ["any other changes"], "I am happy to include any other changes to tailuge billiards; one big area to improve is the way the ball bounces off cushions.", author="u2")
    rec(P2_TAIL51, [tl51, (A, tl51a, "u2"), (A, tl51b, "u2"), (A, tl51c, "u2")], "133 break total clearance\n\nwhat is your high run?", True, "ellipsis", ["your high run"], "I made a 133 total-clearance break in tailuge billiards' 15-red snooker mode; what is your highest run?", author="u2")

    tl220 = (U, "Implement Eight-Ball Rules. Implemented Eight-Ball rules, focusing on 1-player mode as requested.", "u1")
    rec(P2_TAIL220, [tl220], P2_C_OPEN, False, SAME, [], None, author="u1")
    tl220q = "- **Fouls**: Implemented standard fouls including cue ball potted, no ball hit, hitting the wrong group first, and the cushion rule (at least one ball must hit a rail if no ball is potted)."
    rec(P2_TAIL220, [tl220, (U, P2_C_OPEN, "u1")], tl220q, True, "ellipsis", ["standard fouls"], "tailuge billiards' Eight-Ball rules implement the standard fouls: cue ball potted, no ball hit, hitting the wrong group first, and the cushion rule (at least one ball must hit a rail if no ball is potted).", author="u1")
    rec(P2_TAIL220, [tl220, (U, P2_C_OPEN, "u1"), (U, tl220q, "u1")], P2_C_BIH, False, SAME, [], None, author="u1")
    lend(P2_TAIL220, [tl220], P2_C_WPA, SAME, P2_ELMPOOL4)

    tl310 = (U, "Update Eight-Ball rules for pocketing opponent balls. This PR updates the Eight-Ball rules to align with standard tournament play regarding pocketing opponent balls.", "u1")
    tl310q = "- If no balls from their own group are pocketed, but the shot was otherwise legal, the turn ends (but it is not a foul)."
    rec(P2_TAIL310, [tl310], tl310q, True, "ellipsis", ["their own group"], "Under tailuge billiards' updated Eight-Ball rules, if a player pockets no ball of their own group but the shot was otherwise legal, the turn ends, but it is not a foul.", author="u1")
    tl310r = "- The \"open table\" behavior remains unchanged: pocketing any ball (other than the 8-ball or cue ball) continues the turn."
    rec(P2_TAIL310, [tl310, (U, tl310q, "u1")], tl310r, True, "ellipsis", ["remains unchanged"], "tailuge billiards' Eight-Ball open-table behaviour remains unchanged by the opponent-ball update: pocketing any ball other than the 8-ball or cue ball continues the turn.", author="u1")
    lend(P2_TAIL310, [tl310], P2_C_LEGALHIT, SAME, P2_ELMPOOL2)

    sa11 = (U, "Penalty for a foul that does not touch the ball with only blue, pink and black balls remaining is 4 points.", "u1")
    sa11a = "Sorry for taking so long to get to this, I have decided to implement it a more efficient way so I won't merge this request."
    rec(P2_SACCHAN11, [sa11], sa11a, True, "pronoun", ["this", "it"], "Sorry for the delay on the MS-VRCSA-Billiards fix for the 4-point penalty on a no-contact foul with only blue, pink and black left; I have implemented it more efficiently myself, so I won't merge this pull request.", author="u2")
    sa11b = "I agree that a lot of the for loops should use the array length, but there're so many that it's difficult to do"
    rec(P2_SACCHAN11, [sa11, (A, sa11a, "u2")], sa11b, True, "ellipsis", ["the for loops"], "I agree that a lot of the for loops in MS-VRCSA-Billiards should use the array length, but there are so many that it's difficult to do.", author="u2")
    rec(P2_SACCHAN11, [sa11, (A, sa11a, "u2"), (A, sa11b, "u2")], "Confirmed alternative implementation.", True, "ellipsis", ["alternative implementation"], "I confirmed MS-VRCSA-Billiards' alternative implementation of the snooker no-contact foul penalty.", author="u1")
    lend(P2_SACCHAN11, [sa11], P2_C_OPEN, SAME, P2_TAIL220)

    sa6 = (U, "omitted no-cushion foul rare case in 8ball", "u1")
    sa6q = "If you drop an opponent's group ball on a combination or cannon shot and you didn't touch the cushion, it's a no cushion foul.(8ball)"
    rec(P2_SACCHAN6, [sa6], sa6q, False, SELF, [], None, author="u1")
    lend(P2_SACCHAN6, [sa6], P2_C_BIH, SAME, P2_TAIL220)

    ch23 = (U, "Penalty for a foul that does not touch the ball with only blue, pink and black balls remaining is 4 points.", "u1")
    lend(P2_CHEESE, [ch23], P2_C_WPA, SAME, P2_ELMPOOL4)
    lend(P2_VRC8_37, [t37], P2_C_OPEN, SAME, P2_TAIL220)
    lend(P2_PIGEON, [pg44], P2_C_BIH, SAME, P2_TAIL220)
    lend(P2_CHEESE, [ch23], P2_C_LEGALHIT, SAME, P2_ELMPOOL2)

    # ---- orienteering: control punches, split times and IOF XML course files ----
    sb40 = (U, "Ignore consecutive controls with the same code in IOF XML files. Event 8312 on splitsbrowser.org.uk presently fails to load in SplitsBrowser, with SplitsBrowser grumbling about a competitor having the wrong number of controls.", "u1")
    sb40q = "This event uses IOF XML v3.  Two of the ten competitors in the 'Challenger Dames' class have 28 `<SplitTime>` elements listed against them, whereas the remaining eight have the expected 27."
    rec(P2_SB40, [sb40], sb40q, True, "pronoun", ["This event"], "Event 8312 on splitsbrowser.org.uk, which fails to load in SplitsBrowser, uses IOF XML v3: two of the ten competitors in its 'Challenger Dames' class have 28 `<SplitTime>` elements, the other eight the expected 27.", author="u1")
    sb40r = "The two problematic competitors both mispunched and both have consecutive controls with the same code but different times."
    rec(P2_SB40, [sb40, (U, sb40q, "u1")], sb40r, True, "pronoun", ["The two problematic competitors"], "The two competitors in event 8312 with 28 `<SplitTime>` elements instead of 27 both mispunched and both have consecutive controls with the same code but different times.", author="u1")
    sb40s = "I don't know how the file got generated with consecutive `<SplitTime>` elements for the same control."
    rec(P2_SB40, [sb40, (U, sb40q, "u1"), (U, sb40r, "u1")], sb40s, True, "ellipsis", ["the file"], "I don't know how the IOF XML v3 results file for event 8312 got generated with consecutive `<SplitTime>` elements for the same control.", author="u1")
    rec(P2_SB40, [sb40, (U, sb40q, "u1"), (U, sb40r, "u1"), (U, sb40s, "u1")], P2_O_LEG, False, SAME, [], None, author="u1")
    lend(P2_SB40, [sb40], P2_O_SPLITDEF, SAME, P2_RG423)

    sb29 = (U, "HTML-format reader doesn't handle extra controls with missing cumulative times. " + P2_O_EXTRA, "u1")
    sb29q = "The asterisk followed by the control code in the second row (split times) indicates that an extra control was punched."
    rec(P2_SB29, [sb29], sb29q, True, "ellipsis", ["the second row"], "In SplitsBrowser's HTML-format results, an asterisk followed by the control code in a competitor's second row (split times) indicates that an extra control was punched.", author="u1")
    rec(P2_SB29, [sb29, (U, sb29q, "u1")], "I'm not going to fix this.", True, "pronoun", ["this"], "I'm not going to fix SplitsBrowser's HTML-format reader not handling extra controls with missing cumulative times.", author="u1")
    rec(P2_SB29, [sb29, (U, sb29q, "u1"), (U, "I'm not going to fix this.", "u1")], "For one thing, I've only seen it happen once", True, "pronoun", ["it"], "I've only seen an HTML results file with more extra-control codes than cumulative times once.", author="u1")
    lend(P2_SB29, [sb29], P2_O_SPLITDEF, SAME, P2_RG423)

    ps387 = (U, "Print splits if no course found (any course, dsq)", "u1")
    lend(P2_PYSPORT, [ps387], P2_O_LEG, SAME, P2_SB40)
    lend(P2_PYSPORT, [ps387], P2_O_SPLITDEF, SAME, P2_RG423)

    ost = (U, "Construction - Event Course Setup splits table does not show sub splits. The Event Course Setup view in Event Group Construction does not currently show what subsplits are being used for time recording (\"In\" or \"In and Out\").", "u1")
    rec(P2_OST, [ost], "We should add a column to show this.", True, "pronoun", ["this"], "OpenSplitTime's Event Course Setup splits table should get a column showing which subsplits (\"In\" or \"In and Out\") are used for time recording.", author="u1")
    lend(P2_OST, [ost], P2_O_EXTRA, SAME, P2_SB29)

    orp = (U, "New Foot O Splits table. We’re excited to introduce a new FootO Splits screen! This feature allows you to view a simple table displaying all splits from all runners.", "u1")
    rec(P2_OREPLAY, [orp], "You can choose between partial or cumulative times for better analysis.", True, "ellipsis", ["partial or cumulative times"], "In OReplay's new Foot-O splits table you can choose between partial and cumulative split times for better analysis.", author="u1")
    orpq = "Additionally, we’ve added partial support for Online Splits. However, please note that the table is not yet equipped to handle both online controls and partial results simultaneously—those functionalities are still under development."
    rec(P2_OREPLAY, [orp, (U, "You can choose between partial or cumulative times for better analysis.", "u1")], orpq, True, "ellipsis", ["the table"], "OReplay's new Foot-O splits table has partial support for online splits, but cannot yet handle online controls and partial results simultaneously; that is still under development.", author="u1")
    lend(P2_OREPLAY, [orp], P2_O_LEG, SAME, P2_SB40)
    lend(P2_OREPLAY, [orp], P2_O_EXTRA, SAME, P2_SB29)

    r423 = (U, "Unable to save drawn track. We have a race that we can not save drawn tracks in because the save button does\nnot activate when the Finish control is clicked. The XML for the race is enclosed.", "u1")
    rec(P2_RG423, [r423], "The code for the FinishPoint is FIN1 is that unexpected ?", True, "ellipsis", ["the FinishPoint"], "Is the code FIN1 for the FinishPoint in our race's course XML unexpected by RG2, whose save button does not activate when the Finish control is clicked?", author="u1")
    r423a = "Sorry, only just got round to looking at this.\n\nFIN1 is not a problem. The courses are read in correctly from the XML file."
    rec(P2_RG423, [r423, (U, "The code for the FinishPoint is FIN1 is that unexpected ?", "u1")], r423a, True, "ellipsis", ["The courses"], "The finish code FIN1 is not a problem for RG2: the race's courses are read in correctly from its XML file.", author="u2")
    r423b = "I think the problem was probably the results file. Everybody seems to have a trailing 0 split."
    rec(P2_RG423, [r423, (U, "The code for the FinishPoint is FIN1 is that unexpected ?", "u1"), (A, r423a, "u2")], r423b, True, "ellipsis", ["the problem"], "RG2 failing to save drawn tracks for this race was probably caused by its results file: every runner seems to have a trailing 0 split.", author="u2")
    r423c = "Your XML file does not comply with the IOF V3 standard. The definition of **SplitTime** states that:"
    rec(P2_RG423, [r423, (A, r423b, "u2")], r423c, True, "pronoun", ["Your XML file"], "The race's results XML file uploaded to RG2 does not comply with the IOF V3 standard's definition of SplitTime.", author="u2")
    lend(P2_RG423, [r423], P2_O_EXTRA, SAME, P2_SB29)

    r189 = (U, "Problems with IOF V3 XML course files and score events. After several different issues uploading score courses from the OMM, some of which Simon is already aware. I found that reverting to the V2 IOF spec XML export from Condes solved them.", "u1")
    r189q = "I did notice that in V3 the start data is at the end of the control sequence but in V2 it's at the top."
    rec(P2_RG189, [r189], r189q, True, "ellipsis", ["in V3", "in V2"], "In Condes' IOF XML course exports, the start data is at the end of the control sequence in V3 but at the top in V2.", author="u1")
    rec(P2_RG189, [r189, (U, r189q, "u1")], "The map was not georeferenced.", True, "ellipsis", ["The map"], "The map of the OMM score courses uploaded to RG2 with IOF V3 XML course files was not georeferenced.", author="u1")
    lend(P2_RG189, [r189], P2_O_LEG, SAME, P2_SB40)

    r120 = (U, "Georeferencing for XML IOF 2.0.3 course files", "u1")
    lend(P2_RG120, [r120], P2_O_EXTRA, SAME, P2_SB29)

    osc = (U, "Export course as IOF Data Standard 3.0 XML. Feature request:\nAdd support for exporting course as IOF Data Standard 3.0 XML.", "u1")
    oscq = "This would allow users to import courses into other software/solutions, like Eventor, Livelox, O-Range, OCAD, etc."
    rec(P2_OSCOUT, [osc], oscq, True, "pronoun", ["This"], "Exporting o-scout courses as IOF Data Standard 3.0 XML would allow users to import them into other software such as Eventor, Livelox, O-Range and OCAD.", author="u1")
    osca = "Thanks for the suggestions and links! Locally I have a WIP of outputting Purple Pen files, but IOF XML probably makes more sense since it's interoperable with more tools."
    rec(P2_OSCOUT, [osc, (U, oscq, "u1")], osca, True, "ellipsis", ["the suggestions and links"], "Locally I have a work in progress of o-scout outputting Purple Pen files, but exporting courses as IOF XML probably makes more sense since it's interoperable with more tools.", author="u2")
    oscb = "I hacked up a first attempt at this. The produced file at least seems to pass XML schema validation for IOF XML 3.0, and as far as I can tell it at least looks correct."
    rec(P2_OSCOUT, [osc, (U, oscq, "u1"), (A, osca, "u2")], oscb, True, "pronoun", ["this"], "I hacked up a first attempt at exporting o-scout courses as IOF XML 3.0; the produced file seems to pass XML schema validation and looks correct.", author="u2")
    lend(P2_OSCOUT, [osc], P2_O_LEG, SAME, P2_SB40)
    lend(P2_OSCOUT, [osc], P2_O_SPLITDEF, SAME, P2_RG423)

    # ---- net and court games: volleyball sets, side-out and rally scoring ----
    bv = (U, "Add optional volleyball set matches. ## What changed\n\n- add an optional `Play sets` toggle for local games, disabled by default\n- add a `modern_volley` rules entry with rally scoring and a two-point winning margin", "u1")
    bvq = "- play best-of-five matches, using 25 points for modern sets and 15 for the deciding fifth set"
    rec(P2_BLOBBY, [bv], bvq, True, "ellipsis", ["best-of-five matches"], "Blobby Volley 2's optional volleyball set matches play best of five, with 25-point modern sets and a 15-point deciding fifth set.", author="u1")
    bvr = "Existing local and network games retain their current behavior unless `Play sets` is enabled."
    rec(P2_BLOBBY, [bv, (U, bvq, "u1")], bvr, True, "ellipsis", ["`Play sets`"], "Existing Blobby Volley 2 local and network games keep their current behaviour unless the new `Play sets` toggle is enabled.", author="u1")
    bvs = "The existing `classic` rules remain the side-out scoring option; `modern_volley` supplies the modern rally-scoring format."
    rec(P2_BLOBBY, [bv, (U, bvq, "u1"), (U, bvr, "u1")], bvs, True, "ellipsis", ["The existing `classic` rules"], "In Blobby Volley 2 the existing `classic` rules remain the side-out scoring option, while the new `modern_volley` rules supply the modern rally-scoring format.", author="u1")

    vm = (U, "Ensure ball went over the net when adding to team score. use similar logic to the lastHit branch, use the volleyed check for the no-teams scoring system for the boolean", "u1")
    vmq = "Previous won't work. Keep track of volleys and hits (once per side after crossing net)."
    rec(P2_VOLLEYMC, [vm], vmq, True, "correction", ["Previous won't work"], "To ensure the ball went over the net before adding to a team's score in VolleyBall, keep track of volleys and hits (once per side after crossing the net) rather than reusing the lastHit branch's volleyed check.", author="u1")
    vmr = "This logic can be used to simplify the team scoring logic using this method alone."
    rec(P2_VOLLEYMC, [vm, (U, vmq, "u1")], vmr, True, "pronoun", ["This logic"], "Tracking volleys and hits once per side after the ball crosses the net can alone simplify VolleyBall's team scoring logic.", author="u1")

    pb = (U, "C4: Side-out scoring, checkpoints, conflict review. Source: docs/v1-design.md (Scoring module, outcome/scoring evidence, review behavior) + README score-state section.", "u1")
    pbq = "## What to build\n\nSide-out doubles score tracking at each rally boundary (both scores, serving team/player, server number 1 or 2) with the opening service-turn exception and operator-confirmed 11/15/21 win-by-two target."
    rec(P2_PBSTATS, [pb], pbq, True, "ellipsis", ["What to build"], "pb-stats task C4 builds side-out doubles score tracking at each rally boundary (both scores, serving team or player, server number 1 or 2), with the opening service-turn exception and an operator-confirmed 11/15/21 win-by-two target.", author="u1")
    pbr = "- [ ] Side-out transitions including the opening 0-0-2 exception pass automated scenario tests; server number is never used as a player identity"
    rec(P2_PBSTATS, [pb, (U, pbq, "u1")], pbr, True, "ellipsis", ["Side-out transitions"], "An acceptance criterion of pb-stats' side-out scoring: side-out transitions, including the opening 0-0-2 exception, pass automated scenario tests, and the server number is never used as a player identity.", author="u1")
    rec(P2_PBSTATS, [pb, (U, pbq, "u1"), (U, pbr, "u1")], "Blocked by C3.", True, "ellipsis", ["Blocked"], "pb-stats task C4 (side-out scoring, checkpoints, conflict review) is blocked by task C3.", author="u1")

    pd = (U, "Find out about Breather's \"extreme\" scoring system / rules and implement it. Or more generically, support different game styles, for example:", "u1")
    pdq = "* The current, 2 winning sets of 11 points (with 2 points of difference to win).\n* 1 set of 21 points (usually ends up being 2 winning sets of 21 points though).\n* Extreme, whatever that is (as per Fred's suggestion)"
    rec(P2_PONGDOME, [pd], pdq, True, "ellipsis", ["The current"], "Game styles pongdome could support: the current one, 2 winning sets of 11 points with 2 points of difference to win; 1 set of 21 points; and Breather's \"extreme\" style.", author="u1")

    up = (U, "Scoreboard, serve, and match win/reset flow. ## Context\nStakeholder feedback asked for \"an actual pong game... with a score board.\"", "u1")
    upq = "This builds on the core two-paddle/ball gameplay ticket by adding visible scoring, serve flow, and a match win/reset loop so a full round can actually be played and won."
    rec(P2_UAJPONG, [up], upq, True, "pronoun", ["This"], "The uaj-test-pong scoreboard ticket builds on the core two-paddle/ball gameplay ticket by adding visible scoring, serve flow and a match win/reset loop, so that a full round can be played and won.", author="u1")
    upr = "- [ ] Reaching a defined winning score (e.g. 7 or 11 — pick one and document it in a comment) ends the match and shows a \"Player X wins\" game-over state instead of continuing the rally."
    rec(P2_UAJPONG, [up, (U, upq, "u1")], upr, True, "ellipsis", ["a defined winning score"], "In uaj-test-pong, reaching a defined winning score (e.g. 7 or 11, documented in a comment) should end the match and show a \"Player X wins\" game-over state instead of continuing the rally.", author="u1")

    ak = (U, "Doubles team that explodes the ball gains a point instead of the opposing team. When playing doubles volleyball, the team that fouls/exploding the ball gains a point instead of the opposing team.", "u1")
    rec(P2_AKANEIA, [ak], "Does not occur in singles though.", True, "ellipsis", ["in singles"], "In Akaneia's volleyball mode, the team that explodes the ball gaining the point does not occur in singles, only in doubles.", author="u1")
    rec(P2_AKANEIA, [ak, (U, "Does not occur in singles though.", "u1")], "fixed in v0.6", True, "ellipsis", ["fixed"], "The Akaneia doubles volleyball bug where the team that explodes the ball gains the point is fixed in v0.6.", author="u2")

    # ---- geocaching: GPX exports, cache logs and attributes ----
    gt57 = (U, "Feature request: export all logs for caches in GPX file so that programs like GSAK can evaluate caches as 'found' automatically. Actually, this is a feature request and not a bug.", "u1")
    gt57q = "Geotoad only exports the latest 4 logs and not all logs. It would be cool \nif all logs for a cache can be exported to the GPX"
    # Names GeoToad, the logs and the GPX in full: a trap although it continues the request.
    rec(P2_GT57, [gt57], gt57q, False, SAME, [], None, author="u1")
    rec(P2_GT57, [gt57, (U, gt57q, "u1")], P2_G_GSAK, False, SAME, [], None, author="u1")
    rec(P2_GT57, [gt57, (U, gt57q, "u1"), (U, P2_G_GSAK, "u1")], P2_G_FOUND, False, SELF, [], None, author="u1")

    gt109 = (U, "Request: add additional waypoints as GPX wpt elements", "u1")
    gt109q = "Add additional waypoints not only to the description of the geocache but\nalso add them as separate waypoints in the GPX, such that tools like\nCachebox can automatically show the additional waypoints."
    rec(P2_GT109, [gt109], gt109q, True, "ellipsis", ["additional waypoints"], "GeoToad should add a geocache's additional waypoints not only to its description but also as separate wpt elements in the GPX file, so that tools like Cachebox can show them automatically.", author="u1")

    gt272 = (U, "Wishlist: retrieve list of (cache) logs. After logging in, http://www.geocaching.com/my/logs.aspx?s=1 and \nhttp://www.geocaching.com/my/logs.aspx?s=2 contain full lists of cache and \ntrackable logs, respectively.", "u1")
    gt272q = "This seems to be the most elegant way to get one's hands on the GL*** and TL*** \nentries."
    rec(P2_GT272, [gt272], gt272q, True, "pronoun", ["This"], "Retrieving the full lists of cache and trackable logs from geocaching.com's my/logs pages seems the most elegant way for GeoToad to get the GL*** and TL*** log entries.", author="u1")
    gt272r = "It'd be overkill to handle (parse, read, parse, merge) log lists and files from \nwithin GeoToad though, IMHO."
    rec(P2_GT272, [gt272, (U, gt272q, "u1")], gt272r, True, "ellipsis", ["log lists and files"], "It would be overkill for GeoToad to handle (parse, read, parse, merge) geocaching.com's cache log lists and individual log files, in my opinion.", author="u1")
    rec(P2_GT272, [gt272, (U, gt272q, "u1"), (U, gt272r, "u1")], "Anyone interested?", True, "ellipsis", ["Anyone interested"], "Is anyone interested in GeoToad retrieving the lists of one's geocaching.com cache and trackable logs?", author="u1")

    c43 = (U, "Difficulty, Terrain, seems to be too light on details view", "u1")
    lend(P2_CACHLY43, [c43], P2_G_GSAK, SAME, P2_GT57)
    lend(P2_CACHLY43, [c43], P2_G_FOUND, SELF, P2_GT57)

    c3527 = (U, "Log Keywords: Terrain and Difficulty", "u1")
    rec(P2_CACHLY3527, [c3527], "Fixed issue #3527", True, "ellipsis", ["issue #3527"], "Fixed Cachly issue #3527 about terrain and difficulty log keywords.", author="u1")
    lend(P2_CACHLY3527, [c3527], P2_G_FOUND, SELF, P2_GT57)

    os417 = (U, "Feature: Show geocache attributes on the cache detail page. The cache detail page already has sections for hint, logs, waypoints, etc.", "u1")
    os417q = "It should also have a dedicated section to view the geocache attributes (terrain/difficulty icons, \"dogs allowed\", \"available 24/7\", etc.) that are stored per cache."
    rec(P2_OPENSAK, [os417], os417q, True, "pronoun", ["It"], "OpenSAK's cache detail page should also have a dedicated section showing the geocache attributes stored per cache (terrain/difficulty icons, \"dogs allowed\", \"available 24/7\", etc.).", author="u1")
    rec(P2_OPENSAK, [os417, (U, os417q, "u1")], "Implemented. At least they are shown. Future improvements and feedback are more than welcome.", True, "ellipsis", ["Implemented", "they"], "A geocache attributes section on OpenSAK's cache detail page is implemented: the attributes are at least shown; future improvements and feedback are welcome.", author="u1")
    lend(P2_OPENSAK, [os417], P2_G_GSAK, SAME, P2_GT57)
    lend(P2_OPENSAK, [os417], P2_G_FOUND, SELF, P2_GT57)
    lend(P2_CACHLY3527, [c3527], P2_G_GSAK, SAME, P2_GT57)

    # ---- ten-pin bowling: frames, strikes, spares and the tenth frame ----
    bw976 = (U, "Bowling challenge - almost complete but not quite there yet! Standard, strike and spare scoring logic complete but need to fix if a player scores consecutive strikes and also sort the tenth frame bonus.", "u1")
    rec(P2_BOWL976, [bw976], "Will work on the above and the interface next weekend :)", True, "ellipsis", ["the above"], "I will work on scoring consecutive strikes and the tenth-frame bonus in my bowling challenge, and on its interface, next weekend.", author="u1")

    bw592 = (U, "Bowling Challenge. Implemented both back end and UI. \nSeparated Frame class and Game class.", "u1")
    rec(P2_BOWL592, [bw592], "In progress - Scoring extra rolls on 10th frame.", True, "ellipsis", ["In progress"], "Still in progress in my bowling challenge: scoring the extra rolls on the 10th frame.", author="u1")
    bw592q = "Note: Frame class has been updated to handle extra rolls, Game class has to be updated to score them."
    rec(P2_BOWL592, [bw592, (U, "In progress - Scoring extra rolls on 10th frame.", "u1")], bw592q, True, "pronoun", ["them"], "In my bowling challenge the Frame class has been updated to handle the 10th frame's extra rolls; the Game class still has to be updated to score those extra rolls.", author="u1")

    bw942 = (U, "TODO: the actual scoring. The system implements rules and _business logic_ of Ten Pin Bowling.", "u1")
    bw942q = "Still have to do the actual scoring, which should be more straightforward now that the system:\n- applies the last frame bonus rolls\n- can identify spares and strikes"
    rec(P2_BOWL942, [bw942], bw942q, True, "ellipsis", ["the system"], "I still have to do the actual scoring in my Ten Pin Bowling system, which should be more straightforward now that it applies the last-frame bonus rolls and can identify spares and strikes.", author="u1")
    rec(P2_BOWL942, [bw942, (U, bw942q, "u1")], "Finally I hope to get around to doing the UI...", True, "ellipsis", ["the UI"], "Finally, I hope to get around to doing the UI of my Ten Pin Bowling system.", author="u1")

    bw1217 = (U, "Bowling-challenge. Need to merge with HTML to create a response", "u1")
    bw1217d = (U, "class Scorecard {\n  constructor(){\n    this.frame1 = new Frame();\n    this.frame2 = new Frame();\n    this.frameTotal = []\n  }\n\n  addFrames(frame){\n   this.frameTotal.push(frame);", "u1")
    rec(P2_BOWL1217, [bw1217, bw1217d], "This is a good method of keeping track of the score frame by frame", True, "pronoun", ["This"], "Pushing each frame onto the Scorecard's frameTotal array in addFrames is a good method of keeping track of a bowling score frame by frame.", author="u2")
    bw1217t = (U, "describe('spare', function(){\n    it('knows when it is a spare', function(){\n      frame.enterFirstRollScore(10);\n      expect(frame.spare()).toEqual(true)", "u1")
    rec(P2_BOWL1217, [bw1217, bw1217t], "Isn't a score of 10 a strike, not a spare?", True, "ellipsis", ["a score of 10"], "Isn't a first-roll score of 10, which this bowling test expects frame.spare() to report as a spare, a strike rather than a spare?", author="u2")
    rec(P2_BOWL1217, [bw1217, bw1217t, (A, "Isn't a score of 10 a strike, not a spare?", "u2")], P2_B_SPARE, False, SAME, [], None, author="u2")

    bw1360 = (U, "Bowling scorecard built. it('can bowl a perfect game', () => {\n      bowlMulti(10, 12);\n      expect(game.score()).toEqual(300);\n    });\n\n    it('can bowl a game of all spares', () => {\n      bowlMulti(5, 21);\n      expect(game.score()).toEqual(150);", "u1")
    rec(P2_BOWL1360, [bw1360], "Good test coverage, easy to follow and understand.", True, "ellipsis", ["Good test coverage"], "The bowling scorecard's tests (a perfect game scoring 300, a game of all spares scoring 150) give good coverage and are easy to follow and understand.", author="u2")

    bw1431 = (U, "RGrimes Bowling JS. Didn't have as much time free as I'd have liked over the weekend.", "u1")
    rec(P2_BOWL1431, [bw1431], "Next task would have been to allow tenth frame to have 3 rolls if a strike or spare was rolled.", True, "ellipsis", ["Next task"], "The next task in my bowling scorecard would have been to allow the tenth frame 3 rolls if a strike or spare was rolled.", author="u1")

    cg = (U, "Update ten-pin-bowling.go. Correcting two errors:", "u1")
    cgq = " - If the ninth frame and the first ball of the tenth frame were strikes, the second ball of the tenth frame was not added to the ninth.\n - An extra trailing space was present whenever the first ball of the tenth frame was a strike."
    rec(P2_CODEGOLF, [cg], cgq, True, "ellipsis", ["the ninth"], "The two errors corrected in code-golf's ten-pin-bowling.go: if the ninth frame and the first ball of the tenth frame were strikes, the second ball of the tenth frame was not added to the ninth; and an extra trailing space appeared whenever the first ball of the tenth frame was a strike.", author="u1")
    lend(P2_CODEGOLF, [cg], P2_B_SPARE, SAME, P2_BOWL1217)
    lend(P2_CODEGOLF, [cg], P2_B_TENTH, SAME, P2_BOWL905)
