# ==== part 2 (helper cdf2, nineteenth pass): areas far from software engineering; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# ---- chess engines: UCI pondering ----
P2_RODENT = P2_GH + "nescitus/Rodent_III/issues/54"
P2_SCORPIO = P2_GH + "dshawul/Scorpio/issues/24"
P2_LICHESSBOT = P2_GH + "lichess-bot-devs/lichess-bot/pull/287"
P2_LASER = P2_GH + "jeffreyan11/laser-chess-engine/issues/6"
P2_OBSIDIAN = P2_GH + "gab8192/Obsidian/issues/9"
P2_SANMILL = P2_GH + "calcitem/Sanmill/issues/872"
P2_CALVIN = P2_GH + "kelseyde/calvin-chess-engine/pull/4"
# ---- software-defined radio: RTL-SDR ppm frequency correction ----
P2_FAASGS = P2_GH + "stdevPavelmc/FAASGS/issues/33"
P2_WMBUS = P2_GH + "wmbusmeters/wmbusmeters/issues/225"
P2_YOUSDR = P2_GH + "sixuniform/yousdr/issues/2"
P2_OPENWEBRX = P2_GH + "ha7ilm/openwebrx/issues/3"
P2_R2CLOUD = P2_GH + "dernasherbrezon/r2cloud/issues/75"
P2_RPINOAA = P2_GH + "reynico/raspberry-noaa/issues/51"
P2_HABDEC = P2_GH + "michalfratczak/habdec/issues/3"
P2_RTLICECAST = P2_GH + "j0uni/rtl_icecast/issues/3"
P2_INTERCEPT = P2_GH + "smittix/intercept/issues/238"
# ---- option pricing: implied volatility ----
P2_BSCHOLES = P2_GH + "CarloLepelaars/blackscholes/issues/21"
P2_QLOLD = P2_GH + "lballabio/quantlib-old/issues/278"
P2_LETSBE = P2_GH + "vollib/py_lets_be_rational/issues/1"
P2_OPTSTRAT = P2_GH + "joaquinbejar/OptionStratLib/issues/176"
P2_VOLLIBVEC = P2_GH + "marcdemers/py_vollib_vectorized/issues/24"
P2_QUANTRS = P2_GH + "carlobortolan/quantrs/issues/3"
P2_BSRUST = P2_GH + "hayden4r4/blackscholes-rust/pull/4"
P2_PROJREWARD = P2_GH + "ChiragJhawar/ProjectReward/issues/25"

# Lenders that are no group of the part (none so far).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- part 2's bank: real sentences from the threads above, lent only within their area, at most twice ----
# chess engines
P2_U_THINK = "Ponder Mode allows a chess engine to \"think on the opponent's time.\""
P2_U_PONDERHIT = "UCI engines will not receive a ponderhit command when their ponder move is played by the opponent."
P2_U_GOPONDER = "The GUI sends the `go ponder` command to the engine when it is the opponent's turn."
P2_U_ABANDON = "If the opponent plays a different move, the engine must abandon its calculation and start over."
# RTL-SDR
P2_R_PPMDEF = "ppm stands for parts per million and is the frequency offset error."
P2_R_GENERIC = "Many generic RTL-SDR dongles exhibit a small frequency error due to crystal tolerance, aging, or temperature drift."
P2_R_HELPS = "Although PPM correction helps, it doesn't always completely eliminate frequency error."
# implied volatility
P2_V_IMPOSSIBLE = "It is impossible to reverse the Black Scholes formula and solve for volatility."
P2_V_BLACKFN = "of crucial importance for the precision of the implied volatility is a highly accurate Black function that minimizes round- off errors and numerical truncations in the various para- meter limits."


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- chess engines: UCI pondering ----
    ro1 = (U, "uci option \"ponder\" should be enabled. This option is used to tell the gui that \"go ponder\" is possible (at least on many engines i have seen so far).\nRodent can do pondering, but doesn't provide this flag.", "u1")
    roq = "Hi,\nwhat is the status of this? How y think about it?"
    rec(P2_RODENT, [ro1], roq, True, "pronoun", ["this", "it"], "What is the status of Rodent III advertising the UCI \"Ponder\" option, so that a GUI knows \"go ponder\" is possible, and what do you think about it?", author="u1")
    rec(P2_RODENT, [ro1, (U, roq, "u1")], "fixed", True, "ellipsis", [], "Rodent III's missing UCI \"Ponder\" option flag is fixed: the engine now tells the GUI it can ponder.", author="u2")
    lend(P2_RODENT, [ro1], P2_U_THINK, SAME, P2_SANMILL)

    sc1 = (U, "Ponder support in UCI mode? Hi Daniel, can you add support for ponder in UCI mode? I see that the engine can ponder in xboard mode already, but there's no option for it in UCI. Is there a reason for this? Is it difficult to add?", "u1")
    sc2 = (A, "It was supposed to work in UCI mode but I admit I never tested it well. Will get back to you once I fix this. Thanks!", "u2")
    scq = "Well maybe it works, but it doesn't even present the \"ponder\" option (when you type \"uci\") so I can enable it, and so the GUI doesn't know Scorpio can actually ponder."
    rec(P2_SCORPIO, [sc1, sc2], scq, True, "pronoun", ["it"], "Scorpio's pondering in UCI mode may work, but Scorpio doesn't present the \"ponder\" option when you type \"uci\", so it can't be enabled and the GUI doesn't know Scorpio can ponder.", author="u1")
    # In its own thread, and still a trap: "it" is the pondering named in the same sentence, and Arena and Scorpio are named.
    rec(P2_SCORPIO, [sc1, sc2, (U, scq, "u1")], "I tested ponderng in Arena with scorpio as UCI engine and it actually seems to work there just fine.", False, SELF, [], None, author="u2")
    lend(P2_SCORPIO, [sc1], P2_U_PONDERHIT, SAME, P2_LICHESSBOT)

    li1 = (U, "Fix UCI pondering issue. The meaning of the ponder parameter of python-chess engine methods that\nstart searches has changed since the upgrade. Before, ponder=True would mean\nthat the current search was a pondering search. Now, ponder=True means\nthe engine should start pondering after choosing a move.\n\n" + P2_U_PONDERHIT + " They will only receive a stop command\nfollowed by the next go command.", "u1")
    liq = "Not sure why this is merged. This clearly violates UCI protocol. My engine plays considerably worst when pondering due to this implementation. It takes time management control away from my engine"
    rec(P2_LICHESSBOT, [li1], liq, True, "pronoun", ["this", "This", "this implementation", "It"], "Why was lichess-bot's UCI pondering change merged (engines get only stop and the next go instead of ponderhit)? It clearly violates the UCI protocol: my engine plays considerably worse when pondering because it takes time management away from the engine.", author="u2")
    rec(P2_LICHESSBOT, [li1, (U, liq, "u2")], "@amanjpro Sorry about the regression. I've put in a bug report with the chess library to start work on correct pondering. Until then, I would recommend using the lichess-bot from this commit.", True, "pronoun", ["the regression", "this commit"], "Sorry about lichess-bot's pondering regression (no ponderhit sent to UCI engines); a bug report is filed with the python-chess library for correct pondering, and until then use lichess-bot from the commit before the change (2ba454e).", author="u1")
    lend(P2_LICHESSBOT, [li1], P2_U_GOPONDER, SELF, P2_SANMILL)

    la1 = (U, "Feature Request: support some missing uci parameters. Hi,\ni split this in two issues, and close the first #5.\n\nPlease consider to support \"go searchmoves\", and \"ponder\" flag & \"ponderhit\"", "u1")
    rec(P2_LASER, [la1], "Both go searchmoves and ponder have been implemented now. There may still be some bugs, especially in pondering, but feel free to try things out.", True, "ellipsis", [], "The Laser chess engine now implements both UCI go searchmoves and ponder (with ponderhit); there may still be bugs, especially in pondering.", author="u2")
    lend(P2_LASER, [la1], P2_U_THINK, SAME, P2_SANMILL)

    ob1 = (U, "Ponder. Are there plans to implement _Ponder_? An UCI option I would like to see and use in Obsidian.", "u1")
    lend(P2_OBSIDIAN, [ob1], P2_U_ABANDON, SELF, P2_SANMILL)
    lend(P2_OBSIDIAN, [ob1], P2_U_PONDERHIT, SAME, P2_LICHESSBOT)

    sa1 = (U, "Ponder Mode. ### Ponder Mode in UCI Chess Engines\n\n**Ponder Mode** is a feature in the UCI (Universal Chess Interface) protocol that allows a chess engine to continue thinking during the opponent's move.", "u1")
    # In its own thread, and still a trap: "it" and "its" are the engine named in the same sentence.
    rec(P2_SANMILL, [sa1], "If the engine's prediction is correct, it is said to have \"hit\" the pondered move, and the engine can immediately continue its computation without interruption.", False, SELF, [], None, author="u1")

    ca1 = (U, "Implement ponder in UCI", "u1")
    lend(P2_CALVIN, [ca1], P2_U_GOPONDER, SELF, P2_SANMILL)
    lend(P2_CALVIN, [ca1], P2_U_ABANDON, SELF, P2_SANMILL)

    # ---- software-defined radio: RTL-SDR ppm frequency correction ----
    fa1 = (U, "[BUG] RTL_PPM is hardcoded, but differs per RTL-SDR stick. The rtl ppm offset, which differs for each individual stick is currently a hardcoded value in sat.sh.\nI would propose to place it in user.conf and add some documentation there or in the README on how to obtain this value, e.g. rtl_test, or https://www.rtl-sdr.com/tag/ppm/, or other sources.", "u1")
    faq = "Good catch you are right about it, and fixing is simple, WIP."
    rec(P2_FAASGS, [fa1], faq, True, "pronoun", ["it"], "You are right that FAASGS's RTL-SDR ppm offset should not be hardcoded in sat.sh; fixing that is simple and in progress.", author="u2")
    rec(P2_FAASGS, [fa1, (A, faq, "u2")], "Done, upgrade as usual...", True, "ellipsis", [], "FAASGS's RTL-SDR ppm offset is now set in user.conf instead of being hardcoded in sat.sh; upgrade as usual.", author="u2")
    lend(P2_FAASGS, [fa1], P2_R_GENERIC, SAME, P2_INTERCEPT)

    wm1 = (U, "Add support for ppm correction values. My rtl-sdr dongle has an offcet of 28ppm and I want to specify this as in other rtl_sdr commands. \nIs it possible to add this flag/option to wmbusmeters too?", "u1")
    wmq = "If you want to just tune the frequency, then there is a short cut:\ndevice=rtlwmbus:868.9M\n\nWhat is the ppm option you want to add?"
    rec(P2_WMBUS, [wm1], wmq, True, "ellipsis", ["the ppm option you want to add"], "To just tune wmbusmeters' rtl-sdr frequency there is a shortcut (device=rtlwmbus:868.9M); which rtl_sdr ppm option do you want wmbusmeters to support for your 28 ppm dongle offset?", author="u2")
    # In its own thread, and still a trap: it defines ppm in full; "This value" and "This" point inside it.
    rec(P2_WMBUS, [wm1, (A, wmq, "u2")], "ppm is option `-p` in rtl_sdr.\n" + P2_R_PPMDEF + " (This value can be calculated with this tool: https://github.com/steve-m/kalibrate-rtl)\n\nThis is a problem with cheap dvb-t dongles.", False, SELF, [], None, author="u1")
    lend(P2_WMBUS, [wm1], P2_R_HELPS, SELF, P2_INTERCEPT)

    yo1 = (U, "freq corr , gain setings. Hi , sound and reciving in RTL_FM mode is weak (low antenna gain ?) and ouf of freq.\n\nCan i edit this ?  \nRTL_FM  gain or automatic gain controll , freq correction ppm ?\nare there any similuar settings to 1090 to correct freq and gain ?", "u1")
    rec(P2_YOUSDR, [yo1], "Not quite implemented yet! But if you look at \"index.php\", you can find a \"$ppm = ..\" setting on top of the file.", True, "ellipsis", [], "Editable RTL_FM gain and ppm frequency correction are not quite implemented in yousdr yet, but index.php has a \"$ppm = ..\" setting at the top of the file.", author="u2")
    lend(P2_YOUSDR, [yo1], P2_R_PPMDEF, SAME, P2_WMBUS)

    ow1 = (U, "Consistently 10kHz off when tuning. I've noticed that when tuning, the reported value is 10kHz lower than the value I'm transmitting on with the radio.", "u1")
    owq = "Most likely this issue is caused by the inaccuracy of the crystal oscillator on the RTL-SDR.\nIt can be calibrated (for example, with your own reference signal source, or the kalibrate-rtl utility).\nIf you know the PPM value, you can add it to config_webrx.py:\n\n    start_rtl_command=\"rtl_sdr -p PPM_value (...)"
    rec(P2_OPENWEBRX, [ow1], owq, True, "pronoun", ["this issue"], "OpenWebRX reporting a frequency 10kHz lower than the one transmitted is most likely caused by the inaccuracy of the RTL-SDR's crystal oscillator; it can be calibrated (with your own reference signal or kalibrate-rtl) and the PPM value added to config_webrx.py as start_rtl_command=\"rtl_sdr -p PPM_value (...)\".", author="u2")
    ow2 = (A, owq + "\n\n8013 / 937200000 * 1000000 = 8.55 \nround(8.55)=9\n\nThen you write:\n\n    start_rtl_command=\"rtl_sdr -p 9 (...)", "u2")
    rec(P2_OPENWEBRX, [ow1, ow2], "Now we have a `ppm` option in `config_webrx.py`, so based on the previous example, you could write:\n\n    ppm = 9", True, "ellipsis", ["the previous example"], "OpenWebRX now has a `ppm` option in config_webrx.py, so for an RTL-SDR measured 9 ppm off (8013 Hz at 937.2 MHz with kalibrate-rtl) you could write `ppm = 9`.", author="u2")

    r21 = (U, "SDR-USB Dongle gain and ppm settings. Please could you add the option to set the ppm and gain for SRD-USB dongles.", "u1")
    r2q = "Gain can be configured at:\n\n~/.r2cloud\n\n```\nsatellites.rtlsdr.gain=45\n```"
    rec(P2_R2CLOUD, [r21], r2q, True, "ellipsis", [], "In r2cloud, the SDR-USB dongle's gain can be configured in ~/.r2cloud with satellites.rtlsdr.gain=45.", author="u2")
    rec(P2_R2CLOUD, [r21, (A, r2q, "u2")], "Now available in the \"general\" settings. By default PPM type is AUTO. But could be MANUAL with the integer PPM value.", True, "ellipsis", [], "r2cloud's SDR-USB dongle ppm setting is now available in the \"general\" settings: the PPM type is AUTO by default but can be MANUAL with an integer PPM value.", author="u2")
    lend(P2_R2CLOUD, [r21], P2_R_HELPS, SELF, P2_INTERCEPT)

    no1 = (U, "PPM correction for SDR @55 default. I've seen in receive.sh that the line inherent rtl_fm execution has the option for ppm calibration set to 55 - can I ask why? My SDR v3 I've found in the past by using sdr# etc. has a drift correction value of 7, for example.", "u1")
    rec(P2_RPINOAA, [no1], "holy sh. \n\nI'll revert the last merge. sorry about that", True, "pronoun", ["that"], "I'll revert the last raspberry-noaa merge, which set rtl_fm's ppm correction in receive.sh to 55; sorry about that.", author="u2")
    lend(P2_RPINOAA, [no1], P2_R_PPMDEF, SAME, P2_WMBUS)

    ha1 = (U, "Missing the ppm setting for rtl-sdr dongels ? Hi,\nI have the HabDec running now, it decodes RTTY from my local tracker :-)\n\nI am missing a ppm option for the rtl dongle, I have a +38 ppm offset and with AFC enabled the dongle appears to tune to the signal but it misses  the first characters.\n\nCan you add the option --ppm please ?", "u1")
    haq = "--ppm flag has been implemented. Please upgrade and rebuild.\nReport if it works not as expected."
    rec(P2_HABDEC, [ha1], haq, True, "ellipsis", [], "HabDec's --ppm flag for rtl-sdr dongles has been implemented; upgrade and rebuild, and report if it does not work as expected.", author="u2")
    rec(P2_HABDEC, [ha1, (A, haq, "u2")], "HI, I did follow the update instructions on the PI3 image txt file. Updated without errors.\nTried 2 ways to set the ppm value,\nfirst I did add ppm = 38 to the .opts file but no message about the ppm value and no change in frequency, after that I did start habdeckWebsocketServer --ppm 38 --config bz.opts but that also does not affect the ppm difference in frequency.", True, "ellipsis", ["the update instructions"], "After updating HabDec on the PI3 image, neither ppm = 38 in the .opts file nor starting habdeckWebsocketServer --ppm 38 --config bz.opts changes the rtl-sdr dongle's ppm frequency difference; why does the new --ppm flag have no effect?", author="u1")

    ic1 = (U, "PPM and Gain? Quick questions:\n\nIs there any capability to specify a PPM value for the RTL stick?  \n\nWhen you specify manual gain, how do you set the gain value?", "u1")
    icq = "Setting PPM should be added, good idea.\n\nThere is currently only one mode, the configuration parameter is a bit useless ATM."
    rec(P2_RTLICECAST, [ic1], icq, True, "ellipsis", [], "Setting a PPM value for the RTL stick should be added to rtl_icecast; there is currently only one gain mode, so its configuration parameter is a bit useless at the moment.", author="u2")
    rec(P2_RTLICECAST, [ic1, (A, icq, "u2")], "Implemented, please test.", True, "ellipsis", [], "rtl_icecast now implements setting a PPM value and a manual gain value for the RTL stick; please test.", author="u2")
    lend(P2_RTLICECAST, [ic1], P2_R_GENERIC, SAME, P2_INTERCEPT)

    in1 = (U, "Better manual PPM (frequency) tuning/offset for AIS and ADS-B mode.", "u1")
    # In its own thread, and still a trap: the description's first sentence is a general claim.
    rec(P2_INTERCEPT, [in1], P2_R_GENERIC, False, SAME, [], None, author="u1")

    # ---- option pricing: implied volatility ----
    bs1 = (U, "Solve for implied volatility (IV) given actual option price. Since most of the option strategies are either buying or selling volatility, I was wondering if it's possible to substitute the actual option price in the formula and solve for sigma / IV?\n\nA website I found on the web states:\n\n> " + P2_V_IMPOSSIBLE + "\nI use the market price as the output for Black and Scholes and use this method to solve for the volatility input that would generate the price that equals the market price.", "u1")
    bs2 = (U, "Edit 1:\nBut in the book *Trading Option Greeks (2nd ed.)* by Dan Passarelli, it says the option pricing formula can be thought of as an algebraic equation and traders (or, rather their programs) could solve for IV by substituting the option's current market price.", "u1")
    rec(P2_BSCHOLES, [bs1, bs2], "Not sure who to believe, may be they are both correct and the website's brute force method of solving IV is what's used by trading software.", True, "pronoun", ["they", "the website's brute force method"], "A website says the Black-Scholes formula can't be reversed to solve for volatility (it searches for the volatility whose price equals the market price), while Passarelli's Trading Option Greeks says IV can be solved by substituting the market price; are both correct, with trading software using the website's brute-force method?", author="u1")

    ql1 = (U, "Wrong implied_volatility calculation. As an example to price an European call option, I set all rates to zero and set the option price to its intrinsic value. I expected the result implied-vol to be 0 but got 0.349138 instead.", "u1")
    rec(P2_QLOLD, [ql1], "Is this normal?", True, "pronoun", ["this"], "Is it normal that QuantLib's impliedVolatility for a European call priced at its intrinsic value, with all rates zero, returns 0.349138 instead of 0?", author="u1")
    lend(P2_QLOLD, [ql1], P2_V_IMPOSSIBLE, SAME, P2_BSCHOLES)

    lb1 = (U, "py_vollib.black_scholes.implied_volatility doesn't seem to be working. When I iterate through an options chain; it's just returning the 'sigma'.", "u1")
    rec(P2_LETSBE, [lb1], "If you change K, you keep getting 'sigma' back. Any idea what's causing this? I've run out of ideas.", True, "pronoun", ["this"], "Why does py_vollib's black_scholes implied_volatility, given a price computed by black_scholes with some sigma, keep returning that same 'sigma' whatever strike K I give it across an options chain?", author="u1")
    lend(P2_LETSBE, [lb1], P2_V_BLACKFN, SAME, P2_BSRUST)

    os1 = (U, "Implied volatility calculation question. I'm taking a crack at calculating the implied volatility for SPY 30 days out. I pulled up the options chain at my broker and I see the IV is at 17.02% for a 597 strike call option. I'm curious what I might be doing wrong here.", "u1")
    osq = "I've run this with a few different parameter permutations and I keep ending up with: `IV: Err(\"Implied volatility not found\")`. Wondering if you might have some insight."
    rec(P2_OPTSTRAT, [os1], osq, True, "pronoun", ["this"], "Computing the implied volatility of a 30-day SPY 597 strike call (17.02% at my broker) with OptionStratLib's implied_volatility, with several parameter permutations I keep getting `IV: Err(\"Implied volatility not found\")`; any insight?", author="u1")
    rec(P2_OPTSTRAT, [os1, (U, osq, "u1")], "@cholcombe973 Sorry, I didn't see your question on time.", True, "pronoun", ["your question"], "Sorry, I didn't see your question about OptionStratLib's implied volatility for the SPY 597 call returning \"Implied volatility not found\" on time.", author="u2")

    vv1 = (U, "vectorized_implied_volatility_black docstrings given incorrect results? Docstrings show\n\n```\n    >>> py_vollib_vectorized.vectorized_implied_volatility_black(price, F, K, r, t, flag, return_as='numpy')  # equivalent\n    array([0.02621257, 0.12585767])\n```\n\nRunning it locally,\ni'm getting\n\n```\n[0.07758129 0.08177732]\n```", "u1")
    rec(P2_VOLLIBVEC, [vv1], "The docstring is wrong but the code is correct. The \"0.12585767\" iv would be from either accidentally using BSM instead of black or thought they were working with the spot and multiplied F by forward rate.", True, "ellipsis", ["The docstring", "the code"], "py_vollib_vectorized's vectorized_implied_volatility_black docstring is wrong but the code is correct: its \"0.12585767\" IV would come from using BSM instead of Black, or from treating F as the spot and multiplying it by the forward rate.", author="u2")
    lend(P2_VOLLIBVEC, [vv1], P2_V_BLACKFN, SAME, P2_BSRUST)

    qr1 = (U, "Implement Black-Scholes Model. Implement the Black-Scholes model for options pricing in the `options` module.", "u1")
    lend(P2_QUANTRS, [qr1], P2_V_IMPOSSIBLE, SAME, P2_BSCHOLES)

    br1 = (U, "add support for pricing via \"let's be rational\". the \"let's be rational\" paper claims to have put significant effort into stabilizing pricing (not only computing implied volatility):", "u1")
    # In its own thread, and still a trap: the quoted abstract's sentence is a general claim.
    rec(P2_BSRUST, [br1], P2_V_BLACKFN, False, SAME, [], None, author="u1")

    pr1 = (U, "Pricing the models using Black-Scholes to get the fair price. Need to implement the black-scholes pricing model in code to get the fair price rather than using bid and ask.", "u1")
    rec(P2_PROJREWARD, [pr1], "Will need to find the implied volatility for that during the process.", True, "pronoun", ["that", "the process"], "Implementing the Black-Scholes pricing model in ProjectReward to get the fair price instead of bid and ask will need the implied volatility found along the way.", author="u1")
