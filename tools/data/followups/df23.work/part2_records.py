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

# ---- molecular dynamics: GROMACS LINCS warnings ----
P2_AUTOMARTINI14 = P2_GH + "tbereau/auto_martini/issues/14"
P2_AUTOMARTINI8 = P2_GH + "tbereau/auto_martini/issues/8"
P2_PROTOCALLER = P2_GH + "protocaller/ProtoCaller/issues/27"
P2_GMXFDA = P2_GH + "HITS-MBM/gromacs-fda/issues/4"
P2_MARTINI = P2_GH + "Martini-Force-Field-Initiative/Martini-Force-Field-Initiative.github.io/issues/104"
P2_UNIGBSA = P2_GH + "dptech-corp/Uni-GBSA/issues/44"
P2_GALAXYCC = P2_GH + "galaxycomputationalchemistry/galaxy-tools-compchem/pull/41"  # lends only
# ---- GPS receivers: NMEA 0183 sentence checksums ----
P2_TINYGPS80 = P2_GH + "mikalhart/TinyGPSPlus/issues/80"
P2_TINYGPS144 = P2_GH + "mikalhart/TinyGPSPlus/issues/144"
P2_PYNMEA2 = P2_GH + "Knio/pynmea2/issues/43"
P2_NAVSAT150 = P2_GH + "ros-drivers/nmea_navsat_driver/issues/150"
P2_NAVSAT43 = P2_GH + "ros-drivers/nmea_navsat_driver/issues/43"
P2_NEMATODE = P2_GH + "ckgt/NemaTode/issues/3"
P2_GNSSSTYLUS = P2_GH + "GNSS-Stylist/GNSS-Stylus/issues/2"
P2_OVMS = P2_GH + "openvehicles/Open-Vehicle-Monitoring-System-3/pull/641"
# ---- seismology: removing the instrument response ----
P2_SEISJL = P2_GH + "anowacki/Seis.jl/issues/28"
P2_SEISBPMF = P2_GH + "ebeauce/Seismic_BPMF/pull/75"
P2_NOISEPY3 = P2_GH + "noisepy/NoisePy/issues/3"
P2_NOISEPY16 = P2_GH + "noisepy/NoisePy/issues/16"
P2_PYSEP = P2_GH + "adjtomo/pysep/issues/96"
P2_SEISLEARN = P2_GH + "seismo-learn/software/pull/281"
# ---- solar position: sunrise and sunset at polar latitudes ----
P2_SUNCALCH = P2_GH + "haraldh/SunCalc/issues/4"
P2_SUNTIME = P2_GH + "SatAgro/suntime/issues/15"
P2_SRSLIB = P2_GH + "mikereedell/sunrisesunsetlib-java/issues/6"
P2_ASTRAL = P2_GH + "sffjunkie/astral/issues/74"
P2_SOLARPOS = P2_GH + "klausbrunner/solarpositioning/issues/16"
P2_SUNCALC70 = P2_GH + "mourner/suncalc/issues/70"
P2_SUNCALC45 = P2_GH + "mourner/suncalc/issues/45"
P2_SUNCALC146 = P2_GH + "mourner/suncalc/issues/146"
P2_SUNCALCPHP = P2_GH + "gregseth/suncalc-php/issues/21"

# ---- calendars: the Hebrew leap month (Adar I and Adar II) ----
P2_HEBCAL87 = P2_GH + "hebcal/hebcal/issues/87"
P2_HEBCAL182 = P2_GH + "hebcal/hebcal/issues/182"
P2_HEBCAL4 = P2_GH + "hebcal/hebcal/issues/4"
P2_CONVERTDATE = P2_GH + "fitnr/convertdate/issues/4"
P2_CALFALLACIES = P2_GH + "davedelong/calendar_fallacies/issues/39"
P2_LIBHDATE = P2_GH + "py-libhdate/py-libhdate/pull/167"
P2_MYHEBDATES = P2_GH + "abe-101/myHebrewDates/issues/14"
P2_HEBCALENDAR = P2_GH + "Ordisoftware/Hebrew-Calendar/issues/1318"
# ---- oceanography: tide prediction from harmonic constituents and datums ----
P2_NEAPS149 = P2_GH + "openwatersio/neaps/issues/149"
P2_NEAPS219 = P2_GH + "openwatersio/neaps/issues/219"
P2_OCE1621 = P2_GH + "dankelley/oce/issues/1621"
P2_OCE1350 = P2_GH + "dankelley/oce/issues/1350"
P2_UTIDE = P2_GH + "wesleybowman/UTide/issues/135"
P2_EOTIDES = P2_GH + "GeoscienceAustralia/eo-tides/issues/27"
P2_TIDEDB = P2_GH + "openwatersio/tide-database/issues/105"
P2_TRAILSENSE = P2_GH + "kylecorry31/Trail-Sense/issues/1068"  # lends only
# ---- cheminformatics: aromaticity and kekulization of SMILES ----
P2_OBQUINONE = P2_GH + "openbabel/openbabel/issues/2263"
P2_OBROUNDTRIP = P2_GH + "openbabel/openbabel/issues/298"
P2_OBCHARGED = P2_GH + "openbabel/openbabel/issues/2366"
P2_OBWARN = P2_GH + "openbabel/openbabel/issues/2560"
P2_OCL = P2_GH + "Actelion/openchemlib/issues/26"
P2_DOCKMDFEP = P2_GH + "quantaosun/Dock-MD-FEP/issues/6"
P2_CDK969 = P2_GH + "cdk/cdk/issues/969"
P2_CDKR = P2_GH + "CDK-R/cdkr/issues/49"
P2_SMILESENUM = P2_GH + "EBjerrum/SMILES-enumeration/issues/7"

# Lenders that are no group of the part: their excerpts' general sentences are lent, their threads not used.
P2_QUESTION_ONLY: tuple[str, ...] = (P2_GALAXYCC, P2_TRAILSENSE)

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

# GROMACS LINCS
P2_G_MAXWARN = "If you know what you are doing you can adjust the lincs warning threshold in your mdp file\nor set the environment variable GMX_MAXCONSTRWARN to -1,\nbut normally it is better to fix the problem"
P2_G_ORDER = "For normal MD simulations an order of 4 usually suffices, 6 is needed for large time-steps with virtual sites or BD."
# NMEA checksums
P2_N_ENVELOPE = "The leading dollar sign and the asterisk before the checksum are not included; they are the envelope and not the message."
P2_N_STYLUS = "As NMEA-sentences have checksums, they should also be checked as well as overall sanity of the sentence (length etc.)"
# instrument response
P2_S_IMPORTS = "The obspy implementation of `remove_response` imports a number of external functions/libraries each time the method is run, instead of only upon initial instantiation of the Trace class."
# polar sunrise
P2_H_POLES = "South and North Pole might have no sunset or sunrise"
P2_H_UK = "The northern parts of the UK do get a sunrise and sunset every day, but for a week or two in the summer months we never actually reach true astronomical night."

# Hebrew calendar
P2_J_BIRTHDAY = "The birthday of someone born in \nAdar of an ordinary year or Adar II of a leap year is also \nalways in the last month of the year, be that Adar or \nAdar II."
P2_J_ADDITIONAL = "in Hebrew calendar Adar I is additional."
P2_J_SECONDADAR = "In fact, on leap years we add a second Adar (Adar B) right after Adar."
# tides
P2_T_HARMONICS = "Harmonics are good for predicting the tides multiple days out"
P2_T_DATUMS = "Each country publishes tides against its own chart datum: Germany's BSH uses Seekartennull (SKN), the UK uses Admiralty Chart Datum, the US uses MLLW, and so on."
# kekulization
P2_K_IMIDAZOLE = "An example is imidazole. If represented as an aromatic SMILES with no explicit `H`, parsing will fail, but you can force it to by setting `kekulize=FALSE`."
P2_K_NH = "hydrogen carrying nitrogens must be encoded as [nH]"
P2_K_DOUBLECHECK = "the best option is to double check the input and output structures (easiest to do graphically) to assert that they are the same and correct."


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

    # ---- molecular dynamics: GROMACS LINCS warnings ----
    a14 = (U, "LINCS warning. Hi\nI used your script to get parameters for some small molecules. But when i run these simulations on gromacs I get lot of LINCS warning for these simulations for timestep greater than 10 femtoseconds.", "u1")
    lend(P2_AUTOMARTINI14, [a14], P2_G_MAXWARN, SELF, P2_GMXFDA)

    a8 = (U, "Unstable simulation. Hi, \nI'm trying to parametrize a small molecule.\nI was able to create both, the .itp and .gro files without issues. After this I first minimize in vaccum the molecule and then solvate 10 copies in a 10x10x10 solvent box, where finally I I minimize the system (10 molecules in a non-polarizable water box).\nSadly, I'm having problems equilibrating the system, where the simulation crash (Too many LINCS warnings (1002))", "u1")
    rec(P2_AUTOMARTINI8, [a8], "Do you think you can send me a copy of an .mdp file you used in your simulations?", True, "ellipsis", ["your simulations"], "Could the auto_martini authors send me a copy of an .mdp file they used in their simulations? My auto_martini-parametrized small molecule, solvated and minimized, crashes in equilibration with Too many LINCS warnings (1002).", author="u1")
    lend(P2_AUTOMARTINI8, [a8], P2_G_ORDER, SAME, P2_GALAXYCC)

    pc1 = (U, "LINCS warning and structure clash. The minimization step seems fine, but, when running NVT, there are many LINCS warning, below are some of them: \n\n```\nStep 9209, time 9.209 (ps)  LINCS WARNING\nrelative constraint deviation after LINCS:\nrms 0.000115, max 0.000551 (between atoms 47 and 58)\n```", "u1")
    rec(P2_PROTOCALLER, [pc1], "When I check the gro file generate after NVT Equilibration, atom `49` and atom `43` are too close, which I think should not happen in reality.", True, "ellipsis", ["the gro file generate after NVT Equilibration"], "In the .gro file that ProtoCaller's morph generates after NVT equilibration (which gave many LINCS warnings), atoms 49 and 43 are too close, which should not happen in reality.", author="u1")
    lend(P2_PROTOCALLER, [pc1], P2_G_ORDER, SAME, P2_GALAXYCC)

    fd1 = (U, "LINC warnings while running (TR)FDA. I am trying to rerun my trajectory to recompute the atomic forces using (TR)FDA. After running for a while, my job stops due to an error (pasted below). I am not sure if this is related, but while generating my tpr file, I did not get any LINC warnings.\n\n**Program mdrun_pf2, VERSION 4.5.3\nFatal error:\nToo many LINCS warnings (1009)\n" + P2_G_MAXWARN + "**", "u1")
    fdq = "your issue seems to me belonging more to general GROMACS (please read http://www.gromacs.org/Documentation/Terminology/Blowing_Up) as to FDA. Could you please check a pure rerun without FDA."
    rec(P2_GMXFDA, [fd1], fdq, True, "pronoun", ["your issue"], "A rerun with (TR)FDA stopping with Too many LINCS warnings (1009) seems to belong to general GROMACS (see GROMACS' Blowing Up page) rather than to FDA; check a pure rerun of the trajectory without FDA.", author="u2")
    rec(P2_GMXFDA, [fd1, (A, fdq, "u2")], "You should think about an upgrade of GROMACS and FDA, as the version 4.5.3 is now six years old. FDA is now also available for v5.0 and v5.", True, "ellipsis", ["the version 4.5.3"], "Rather than rerunning with GROMACS-FDA 4.5.3, which is six years old, upgrade GROMACS and FDA: FDA is now also available for GROMACS v5.0 and v5.1.", author="u2")

    mt1 = (U, "LINCS error in martini3. Dear Martini developers,\n\nI am running a Martini 3 coarse-grained simulation of a protein dimer in solution using an Elastic Network Model (ENM) with default parameters. After 20 microseconds of stable production simulation, the run crashed at ~22 microseconds with the following LINCS error:", "u1")
    mt2 = (U, "While reviewing the example MDP file provided on the Martini website, I noticed the following parameters in the CONSTRAINTS section:\n\n---\n; MARTINI and CONSTRAINTS\n; for ring systems and stiff bonds constraints are defined\n; which are best handled using Lincs.\nconstraints              = none\nconstraint_algorithm     = Lincs\nlincs_order              = 8\nlincs_warnangle          = 90\nlincs_iter               = 2\n---", "u1")
    rec(P2_MARTINI, [mt1, mt2], "I have two questions:\n1. Are these LINCS parameters specific to membrane systems, or are they recommended for any Martini 3 system (including proteins in solution)?", True, "pronoun", ["these LINCS parameters", "they"], "Are the LINCS parameters in the Martini website's example MDP file (constraint_algorithm = Lincs, lincs_order = 8, lincs_warnangle = 90, lincs_iter = 2) specific to membrane systems, or recommended for any Martini 3 system, including proteins in solution?", author="u1")

    ug1 = (U, "ERROR run mdrun minim.tpr. This is a very good job, but I encountered the following error while running the first example：\n`$ unigbsa-pipeline -i example/1ceb/1ceb_protein.pdb -l example/1ceb/1ceb_ligand.sdf -o BindingEnergy.csv`", "u1")
    lend(P2_UNIGBSA, [ug1], P2_G_MAXWARN, SELF, P2_GMXFDA)

    # ---- GPS receivers: NMEA 0183 sentence checksums ----
    tg1 = (U, "GPRMC won't parse. Hello,\nHope you can help me.\nI am using ai thinker A9G module.\nTinyGPS++ only parses the GPGGA sentence when the GPS sends all sentences. I get LAT, LON and Height, but no speed or date.\nWhen I process them 1 by 1 in a terminal program it works.\n\nSentence dump from GPS:\n+GPSRD:$GPGGA,172356.000,5051.8430,N,00510.3105,E,1,7,1.23,32.6,M,47.4,M,,*62\n$GPRMC,172356.000,A,5051.8430,N,00510.3105,E,0.188,11.19,250820,,,A*63\n$GPVTG,11.19,T,,M,0.188,N,0.348,K,A*0B", "u1")
    tg2 = (A, "Not sure what kind of NMEA dialect that is, but I cannot match it with the description [here](http://aprs.gids.nl/nmea/#rmc)\nIt looks like the checksum at the end of the line doesn't have a * followed by the checksum, but in case of the GPRMC example line you gave it has an A.", "u2")
    rec(P2_TINYGPS80, [tg1], tg2[1], True, "pronoun", ["that", "it", "the GPRMC example line you gave"], "The A9G module's GPRMC sentence ($GPRMC,172356.000,A,...,250820,,,A*63) doesn't match the NMEA RMC description: the checksum at the end of the line seems not to be a * followed by the checksum but has an A; what NMEA dialect is that?", author="u2")
    rec(P2_TINYGPS80, [tg1, tg2], "Thanks.\nI did a workaround by connecting the A9G secondary GPS-only output to an extra RX input.", True, "ellipsis", [], "As a workaround for TinyGPS++ not parsing the A9G module's GPRMC sentences, I connected the A9G's secondary GPS-only output to an extra RX input.", author="u1")

    t41 = (U, "Does encode throw away commas and just use them for parity? if so then.. I was trying to understand the encode function for a character and couldn't understand comma handling\n\nDoes a comma just get thrown away after xoring it into parity generation?", "u1")
    rec(P2_TINYGPS144, [t41], "if so, how does a sentence like this get parsed correctly, if you have some empty fields in the middle, and good fields after that?\n\n$GNGSA,A,3,30,14,09,04,,,,,,,,,1.37,0.77,1.14,1*0B", True, "ellipsis", ["if so"], "If TinyGPS++'s encode throws a comma away after XORing it into the checksum, how does a sentence with empty fields in the middle and good fields after them, like $GNGSA,A,3,30,14,09,04,,,,,,,,,1.37,0.77,1.14,1*0B, get parsed correctly?", author="u1")

    pn1 = (U, "Problems parsing RMC. @Knio Hello,\n\nI have some trouble parsing an RMC sentence (pynmea2 1.4.2 installed through pip):\n\np.parse('$GPRMC,114130,A,3809.1250,N,02415.8050,E,12195.6,341.5,280915,5,E,A*1\\r\\n')\n\npynmea2.nmea.ParseError: could not parse data: '$GPRMC,114130,A,3809.1250,N,02415.8050,E,12195.6,341.5,280915,5,E,A*1\\r\\n'", "u1")
    rec(P2_PYNMEA2, [pn1], "But if I try to parse:\n\np.parse('$GPRMC,114130,A,3809.1250,N,02415.8050,E,12195.6,341.5,280915,5,E\\r\\n')\n\nThat's the nmea sentence without the checksum field\n\nI get (almost) the correct parsing:", True, "ellipsis", ["the nmea sentence"], "pynmea2 1.4.2 fails with ParseError on $GPRMC,114130,A,3809.1250,N,02415.8050,E,12195.6,341.5,280915,5,E,A*1, but parsing the same RMC sentence without the checksum field gives an (almost) correct parse; why?", author="u1")
    lend(P2_PYNMEA2, [pn1], P2_N_ENVELOPE, SELF, P2_TINYGPS144)

    nv1 = (U, "Invalid checksum error when parsing GPRMC and GPGSV sentence. Hi, \n\nI am getting errors below when I use nmea_navsat_driver to communicate with Ublox F9P. It seems RMC sentences are skipped because of invalid checksum errors.", "u1")
    rec(P2_NAVSAT150, [nv1], "I found a similar post in ROS answer (https://answers.ros.org/question/192525/problem-with-nmea_serial_driver/). I think it is relevant to the issue I am encountering but there is no answer to it", True, "pronoun", ["the issue I am encountering"], "A ROS Answers post (question 192525, problem with nmea_serial_driver) seems relevant to nmea_navsat_driver skipping a Ublox F9P's RMC sentences with invalid checksum errors, but it has no answer.", author="u1")

    n41 = (U, "I meet a error : invalid checksum. \" Received a sentence with an invalid checksum\"\n\nI found from roswiki that someone also meet this error, but unsolved.", "u1")
    rec(P2_NAVSAT43, [n41], "Does anyone know how to solve it ?", True, "pronoun", ["it"], "How do I solve nmea_navsat_driver's \"Received a sentence with an invalid checksum\" error?", author="u1")
    n42 = (U, "Thanks for a TsingHua university doctor , whos first name is GUANG.\nThis error is solved by redefine /opt/ros/indigo/lib/python2.7/dist.../libnmea_navstat_driver/parse.py\nthe function of \"parse_nmea_sentence\" 's regex part is fault.", "u1")
    rec(P2_NAVSAT43, [n41, n42], "Can you post an example of a NMEA sentence that fails to parse with the previous parser but passes with the changes?", True, "ellipsis", ["the previous parser", "the changes"], "Can you post an example NMEA sentence that fails to parse with nmea_navsat_driver's original parse_nmea_sentence regex but passes with your redefined parse.py?", author="u2")

    ne1 = (U, "Throws Error When Checksum is 0. First off, thank you for this great tool, it works really well. \n\nThe only problem I have occurs when I use a gps that sends checksums. Sometimes I receive a valid NMEA checksum of 0, and the parser treats that as an invalid checksum and throws an error.", "u1")
    rec(P2_NEMATODE, [ne1], "Fixed and added to nmea_log.txt for test. Thanks.", True, "ellipsis", [], "NemaTode's parser rejecting a valid NMEA checksum of 0 is fixed, and such a sentence is added to nmea_log.txt as a test.", author="u2")
    lend(P2_NEMATODE, [ne1], P2_N_STYLUS, SELF, P2_GNSSSTYLUS)

    gs1 = (U, "Handling of NMEA-sentences should be enhanced. Current handling of NMEA-sentences just waits for CR/LF-pair after initial '$'-character.", "u1")
    # In its own thread, and still a trap: "they" is the NMEA sentences named in the same sentence.
    rec(P2_GNSSSTYLUS, [gs1], P2_N_STYLUS, False, SELF, [], None, author="u1")

    ov1 = (U, "Implement NMEA checksum validation", "u1")
    lend(P2_OVMS, [ov1], P2_N_ENVELOPE, SELF, P2_TINYGPS144)
    lend(P2_OVMS, [ov1], P2_N_STYLUS, SELF, P2_GNSSSTYLUS)

    # ---- seismology: removing the instrument response ----
    sj1 = (U, "Instrument Rsponse. Can you please let me know if there is a function for removing instrument response  using .resp file in Seis.jl.  The documentation provided did not have the said function.   Thanks.", "u1")
    sjq = "At the moment, Seis.jl doesn't support instrument response removal or transfer, but it is something I have draft implementation of so will try to add soon."
    # In its own thread, and still a trap: the answer names Seis.jl and instrument response removal in full.
    rec(P2_SEISJL, [sj1], sjq, False, SELF, [], None, author="u2")
    sj2 = (A, sjq, "u2")
    rec(P2_SEISJL, [sj1, sj2], "In the meantime, using SAC, Obspy, SeisIO.jl, or when getting data via IRIS web request is the recommended way to remove instrument responses.", True, "ellipsis", ["In the meantime"], "Until Seis.jl supports instrument response removal, the recommended way to remove instrument responses is SAC, ObsPy, SeisIO.jl, or requesting the data via an IRIS web request.", author="u2")
    rec(P2_SEISJL, [sj1, sj2], "Note that only poles-and-zeros will be supported at first; RESP file functionality may come later.", True, "ellipsis", [], "Seis.jl's coming instrument response removal will support only poles-and-zeros at first; RESP file functionality may come later.", author="u2")

    sb1 = (U, "Speed up instrument response removal. Replaces the obspy.core.trace.Trace methods `remove_response`, `get_response`, and `attach_response` in utils.preprocess_stream with individual functions that perform the same operations.", "u1")
    # In its own thread, and still a trap: a general claim about ObsPy's remove_response.
    rec(P2_SEISBPMF, [sb1], P2_S_IMPORTS, False, SAME, [], None, author="u1")
    rec(P2_SEISBPMF, [sb1, (U, P2_S_IMPORTS, "u1")], "This PR significantly speeds up `remove_response`, and therefore `preprocess_trace`, by eliminating the redundant overhead.", True, "pronoun", ["This PR", "the redundant overhead"], "Seismic_BPMF pull request #75 significantly speeds up `remove_response`, and therefore `preprocess_trace`, by replacing ObsPy's Trace methods, which re-import libraries on every call, with its own functions.", author="u1")

    np3 = (U, "removing instrumental response. We need to merge the two functions to remove the instrumental response with different attributes to tell whether we take the resp spectrum or the inventory", "u1")
    lend(P2_NOISEPY3, [np3], P2_S_IMPORTS, SAME, P2_SEISBPMF)

    np16 = (U, "removing the instrumental response. we need to improve our instrumental response options. Especially when we work with RESP files and arrays that have the same response file.", "u1")
    rec(P2_NOISEPY16, [np16], "Provide functionality to remove responses of arrays that have the same response.", True, "ellipsis", [], "NoisePy should provide functionality to remove the instrument responses of arrays whose stations share the same RESP response file.", author="u1")

    ps1 = (U, "instrument response removal for very low frequencies. I'm not sure if this is a pysep issue or obspy issue, since we are using obspy functions within pysep. The testing notebook is [response_removal_test.ipynb](https://github.com/uafgeoteach/GEOS626_seis/blob/main/response_removal_test.ipynb). This contains more than is needed to demonstrate the issue, which is this: When testing a range of options for removing the instrument response, we cannot seem to achieve the option to directly divide FFT(c(t)) by Ia(f) to get a(f), where c(t) is the time series in counts, Ia(f) is the instrument response to acceleration, and a(f) is the acceleration in the frequency domain.", "u1")
    rec(P2_PYSEP, [ps1], "Here are three figures (from the notebook above) showing the 0.2-1.0 mHz spectra for II.NNA.00.LHZ derived from a 10-day time series of the 2004 SUmatra earthquake. The top is from raw, the middle is the manual instrument response removal, the bottom is from obspy remove_response (via pysep) using the best input options we found (water_level = None, pre_filt = default).", True, "ellipsis", ["the notebook above"], "In the pysep response-removal test notebook, the 0.2-1.0 mHz spectra for II.NNA.00.LHZ from a 10-day record of the 2004 Sumatra earthquake: raw, manual instrument response removal (dividing FFT of counts by the acceleration response), and obspy remove_response via pysep with water_level = None and the default pre_filt.", author="u1")

    sl1 = (U, "ObsPy: Add a tutorial to remove instrument response from SAC PZ files", "u1")
    lend(P2_SEISLEARN, [sl1], P2_S_IMPORTS, SAME, P2_SEISBPMF)

    # ---- solar position: sunrise and sunset at polar latitudes ----
    hs1 = (U, "Wrong sunrise and sunset. Hi, I compiled this but it gives totally wrong values, like 12:39PM sunrise and 6PM sunset, which is not even possible on any region i believe. Sunset is almost correct but sunrise is 5h too late. Does it work for you?", "u1")
    hsq = "Oh, it might be in the polar regions? Did you get a good GPS signal?"
    rec(P2_SUNCALCH, [hs1], hsq, True, "pronoun", ["it"], "Is the SunCalc app's totally wrong sunrise (12:39PM, 5h too late) perhaps computed for a location in the polar regions, and did the device get a good GPS signal?", author="u2")
    rec(P2_SUNCALCH, [hs1, (A, hsq, "u2")], "Yes, it is in more remote places, you can try Iceland for example\nlat = 64.371607;\nlon = -20.975488;", True, "pronoun", ["it"], "SunCalc's wrong sunrise happens in more remote places; try Iceland, for example lat = 64.371607, lon = -20.975488.", author="u1")
    lend(P2_SUNCALCH, [hs1], P2_H_POLES, SAME, P2_SUNTIME)

    st1 = (U, "North and south latitude problems. Unable to get sunrise or sunset on South and North Pole as latitude limited to about 85N and 87S. \nMath issue or bug in the module?", "u1")
    st2 = (A, P2_H_POLES, "u2")
    # In its own thread, and still a trap: a general claim, complete in itself.
    rec(P2_SUNTIME, [st1], P2_H_POLES, False, SAME, [], None, author="u2")
    stq = "Actually they do. Geographically sunrise March 21 and sunset September 21 on the North pole. Opposite in the south."
    rec(P2_SUNTIME, [st1, st2], stq, True, "pronoun", ["they"], "The South and North Poles do have a sunrise and sunset: geographically, sunrise on March 21 and sunset on September 21 at the North Pole, and the opposite at the South Pole.", author="u1")
    rec(P2_SUNTIME, [st1, st2, (U, stq, "u1")], "You was asking why you are unable to get a sunrise or sunset for a specific day at the poles, and the answer is still because there might be no sunset or sunrise to return. This lib calculates the sunrise/sunset for a specific day.", True, "ellipsis", ["the answer is still"], "suntime gives no sunrise or sunset for a specific day at the poles because on most days there is none to return; the library calculates the sunrise/sunset for a specific day.", author="u3")

    sr1 = (U, "Invalid result for computeSunriseTime. I have problem calculation sunrise time for location N69.8888, E27.0000 for date 2014-01-16. For same date and location, sunset is calculated, but should the sunrise also be possible to calculate.", "u1")
    rec(P2_SRSLIB, [sr1], "I think this is due to a limitation of the algorithm used in this library, see also issue #12 .", True, "pronoun", ["this"], "sunrisesunsetlib-java's computeSunriseTime failing for N69.8888, E27.0000 on 2014-01-16 is probably due to a limitation of the algorithm the library uses (see also its issue #12).", author="u2")
    lend(P2_SRSLIB, [sr1], P2_H_POLES, SAME, P2_SUNTIME)

    as1 = (U, "Sunrise/sunset sometimes throws \"sun always above horizon\" during polar (24h) night. On the current master (96496f0), during a polar (24-hour) night, calling `sunrise()`/`sunset()` will occasionally throw the exact opposite error:\n\n> ValueError: Sun is always above the horizon on this day, at this location.", "u1")
    asq = "This happens at latitudes just above to the critical latitude for polar night."
    rec(P2_ASTRAL, [as1], asq, True, "pronoun", ["This"], "astral's sunrise()/sunset() throwing \"Sun is always above the horizon\" during a polar night happens at latitudes just above the critical latitude for polar night.", author="u1")
    rec(P2_ASTRAL, [as1, (U, asq, "u1")], "The error is 1º wide: that is, coordinates from 71.4º to 72.3º will fail.", True, "ellipsis", ["The error"], "astral's wrong \"Sun is always above the horizon\" error during polar night is 1º wide: latitudes from 71.4º to 72.3º fail.", author="u1")
    lend(P2_ASTRAL, [as1], P2_H_UK, SAME, P2_SUNCALC70)

    sp1 = (U, "Wrong times. I'm getting wrong sunrise/set information for:\nResolute Bay 74.6973, -94.8297 , November 1st, 2016\nReturning Null, Null.\nHowever there is a sunrise and sunset on this day.. and even 2nd, 3rd, 4rd, and 5th.. All of those return null.", "u1")
    spq = "Unless I'm doing something wrong, it seems the error in the higher latitude is very big.  If I enter a lower latitude I get results that look more accurate when comparing with other sources."
    rec(P2_SOLARPOS, [sp1], spq, True, "ellipsis", ["the error"], "solarpositioning's SPA sunrise/sunset seems to have a very big error at high latitudes (null for Resolute Bay, 74.6973, -94.8297, in early November 2016), while lower latitudes give results that match other sources better; am I doing something wrong?", author="u1")
    rec(P2_SOLARPOS, [sp1, (U, spq, "u1")], "I think this algorithm is geared towards tracking the sun for energy purposes, like concentrating the sun's power. It was created for the department of energy.", True, "pronoun", ["this algorithm", "It"], "The SPA algorithm in solarpositioning is geared towards tracking the sun for energy purposes, like concentrating the sun's power; it was created for the Department of Energy.", author="u1")
    lend(P2_SOLARPOS, [sp1], P2_H_UK, SAME, P2_SUNCALC70)

    s70 = (U, "Wrong calculation of night and nightEnd for polar night and very high altitudes. When latitude is 89.5 °C (almost the north pole), strange things happen with calling getTimes() for different dates.\n\n```console.log(SunCalc.getTimes(new Date(2016, 1,  1, 12, 0, 0), 89.5, 21));```\n\nwill result in _Invalid Date_ on **night** and **nightEnd**, which is correct because of the polar night.", "u1")
    s70q = "```console.log(SunCalc.getTimes(new Date(2016, 0, 31, 12, 0, 0), 89.5, 21));```\n\nwill result in **night: Sun Jan 31 2016 22:07:25 GMT+0100 (CET)** and **nightEnd: Sun Jan 31 2016 01:33:42 GMT+0100 (CET)** which seems strange. I would expect _Invalid Date_, too."
    rec(P2_SUNCALC70, [s70], s70q, True, "ellipsis", ["too"], "At latitude 89.5, longitude 21, SunCalc.getTimes for 2016-01-31 12:00 gives night 22:07:25 and nightEnd 01:33:42 (CET), which seems strange: I would expect Invalid Date, as for 2016-02-01 in the polar night.", author="u1")
    rec(P2_SUNCALC70, [s70, (U, s70q, "u1")], "Related to #45.", True, "ellipsis", [], "SunCalc's strange night and nightEnd near the north pole are related to suncalc issue #45 (sunrise and sunset during midnight sun in polar areas).", author="u2")

    s45 = (U, "Sunrise / Sunset during \"midnight sun\" in polar areas. I've run into an issue;\n\nFor instance, at latitude 66.017 by longitude 29.136 (Northern Finland) at unix timestamp 1434447174, the sun does not set at all between June 16th and July 4th (Polar region, midnight sun).\n\nI would like to get the time for the last sunrise, and get the time for the first following sundown, or vice versa, in winter time.\nHowever, I only seem to be able to get the first following sunrise and sunset on the first day both those events are on the same day. Otherwise, both sunset and sunrise return NaN.", "u1")
    s45q = "Would you be willing to assist me with this, or, fix this to make suncalc an even greater product?"
    rec(P2_SUNCALC45, [s45], s45q, True, "pronoun", ["this"], "Would you help me, or fix SunCalc, to get the last sunrise and the first following sunset during the midnight sun in polar areas (e.g. Northern Finland, 66.017, 29.136), where getTimes returns NaN for both?", author="u1")
    rec(P2_SUNCALC45, [s45, (U, s45q, "u1")], "Hmm, interesting. Thanks for the report! I'll think about this. The algorithm itself probably wasn't designed for cases like this, so at this point I'm not sure how to do this rather than just looping backwards and forwards with the date", True, "pronoun", ["this", "cases like this"], "SunCalc's algorithm probably wasn't designed for finding the last sunrise or next sunset during the polar midnight sun; other than looping backwards and forwards over dates, it's not clear how to do it.", author="u2")

    s146 = (U, "GETTIMES returning invalid sunrise sunset even after correct inputs. var date = new Date('2020-06-11T20:24:46.426Z');\ngetTimes(date,'66.09639074589798','29.714674589159888');\n\nResult:\n{\n  sunrise: Invalid Date,\n  sunset: Invalid Date,\n  sunriseEnd: 2020-06-10T22:51:46.384Z,\n  sunsetStart: 2020-06-11T21:12:40.761Z,\n}", "u1")
    s146q = "Really not able to understand why."
    rec(P2_SUNCALC146, [s146], s146q, True, "ellipsis", [], "Why does SunCalc getTimes for 2020-06-11 at 66.0964, 29.7147 return Invalid Date for sunrise and sunset even though the inputs are correct?", author="u1")
    rec(P2_SUNCALC146, [s146, (U, s146q, "u1")], "You are very close to the Polar circle, and also close to mid summer.", True, "ellipsis", [], "SunCalc returns Invalid Date for sunrise and sunset at 66.0964, 29.7147 on 2020-06-11 because that point is very close to the Polar circle and the date is close to midsummer.", author="u2")

    ph1 = (U, "solarNoon \"Bug\" for polar regions. Right now (2023-09-11) the sun does not rise at the south pole (example used is Amundsen-Scott South Pole Station at coordinates -89° 59.9' S 139° 16.4' O), yet the Suncalc Script still calculates a solarNoon for that location.", "u1")
    rec(P2_SUNCALCPHP, [ph1], "Sure, the time calculated just defines when the sun is at it's highest point, and that's probably correct, but realistically if the sun is never even visible the solarNoon value shouldn't be available", True, "pronoun", ["the time calculated", "that"], "suncalc-php's solarNoon for the South Pole while the sun never rises there is probably a correct time of the sun's highest point, but if the sun is never visible, should the solarNoon value be available at all?", author="u1")

    # ---- calendars: the Hebrew leap month (Adar I and Adar II) ----
    h87 = (U, "Will the Real Adar Please Step Forward [ Adar, Adar I & Adar II ]. My Grandfather was niftar on Fri, 16 March 2001 = 21st of Adar, 5761\n[ got the translation of dates from your site.]\n\nWhen I put in the date in the Yahrtziet Calendar, It was either adar or adar 1", "u1")
    h87q = "I spoke to a few people, a rabbi and did some research on google and came up with:\nMost Ashkenaz Hold by 2 dates - Adar 1 AND Adar 2\nMost Sefardim Hold by ONLY the 2nd Adar\nand few if any hold of only the first adar."
    rec(P2_HEBCAL87, [h87], h87q, True, "ellipsis", [], "For a yahrzeit of a death in a regular Adar (21 Adar 5761), observed in a leap year: most Ashkenazim hold by two dates, Adar I and Adar II, most Sefardim by only Adar II, and few if any by only Adar I.", author="u1")
    rec(P2_HEBCAL87, [h87, (U, h87q, "u1")], "If you can, set up the yahrtziet calendar to have both Adar 1 and Adar 2, when the original date is a regular adar", True, "ellipsis", ["the yahrtziet calendar"], "Could Hebcal's yahrzeit calendar list both Adar I and Adar II in leap years when the original date of death is in a regular Adar?", author="u1")
    lend(P2_HEBCAL87, [h87], P2_J_SECONDADAR, SAME, P2_CALFALLACIES)

    h182 = (U, "Inconsistent naming of Adar in API vs Docs. The API docs state in the list of month names to use Adar1 and Adar2 - no spaces. \nhttps://www.hebcal.com/home/219/hebrew-date-converter-rest-api\n\nBut JSON returned has a space - Adar 1 and Adar 2\nhttps://www.hebcal.com/converter/?cfg=json&gy=2019&gm=2&gd=27&g2h=1\n... \"hm\":\"Adar I\" ...\n\n - for those of us that use this as a lookup this is problematic.", "u1")
    h182q = "UPDATE: in fact, sometimes Adar comes as simply 'Adar' with no number 1 or 2:\nhttps://www.hebcal.com/converter/?cfg=json&gy=2020&gm=3&gd=1&g2h=1"
    rec(P2_HEBCAL182, [h182], h182q, True, "ellipsis", [], "Besides returning \"Adar I\" where its docs say Adar1, Hebcal's date converter JSON API sometimes returns the month as simply 'Adar' with no number 1 or 2 (e.g. for 2020-03-01).", author="u1")
    rec(P2_HEBCAL182, [h182, (U, h182q, "u1")], "Thanks for this message. We have added a note to the API documentation clarifying how **Adar** is interpreted:\n\n> In leap years, specifying **Adar** is the same as specifying **Adar2**. In non-leap years, all three of **Adar**, **Adar1**, and **Adar2** are considered equivalent.", True, "pronoun", ["this message"], "Hebcal's converter API documentation now says how Adar is interpreted: in leap years Adar is the same as Adar2, and in non-leap years Adar, Adar1 and Adar2 are equivalent.", author="u2")
    lend(P2_HEBCAL182, [h182], P2_J_BIRTHDAY, SAME, P2_HEBCAL4)
    lend(P2_HEBCAL182, [h182], P2_J_ADDITIONAL, SAME, P2_CONVERTDATE)

    h4 = (U, "Yahrzeit/Birthdays should be in Adar II. hebcal -Y calculates regular Adar yarhzeits as occurring \nin Adar I on a leap year, which is incorrect according to \nsome sources.", "u1")
    # In its own thread, and still a trap: the quoted rule is a general claim, complete in itself.
    rec(P2_HEBCAL4, [h4], P2_J_BIRTHDAY, False, SAME, [], None, author="u1")
    h42 = (U, "Looking at Reingold & Dershowitz's \"Calendrical \nCalculations\", it says, \"" + P2_J_BIRTHDAY + "\" (p. 111)", "u1")
    rec(P2_HEBCAL4, [h4, h42], "The rule for Yarzeit is different, however, according to \nReingold & Dershowitz:", True, "ellipsis", ["different, however"], "According to Reingold & Dershowitz's Calendrical Calculations, what is the rule for the yahrzeit of a death in Adar in a leap year, which differs from the birthday rule (always the last month of the year)?", author="u1")

    cd1 = (U, "Swap Adar I and Adar II in Hebrew. Hello, a nice work you've done here!\n\nI wanted to use this tool for our python-powered site and noticed that Adar months in leap year are not where they're supposed to be. The thing is that " + P2_J_ADDITIONAL + " I.e., a person born in Adar in a common Hebrew year would celebrate his birthday in Adar Bet (the second) in a leap year. Same thing with the Holidays.", "u1")
    cdq = "So this way, `hebrew.from_gregorian()` should return consequently ... — 10 — 11 — 13 — 12— 1 — ... for a leap year. It might seem irrational, but *this* is the way Hebrew calendar works."
    rec(P2_CONVERTDATE, [cd1], cdq, True, "pronoun", ["this way"], "Because Adar I is the added month, convertdate's `hebrew.from_gregorian()` should return months in the order 10, 11, 13, 12, 1 for a Hebrew leap year; it seems irrational, but that is how the Hebrew calendar works.", author="u1")
    rec(P2_CONVERTDATE, [cd1, (U, cdq, "u1")], "Thanks for bringing this up. I think the converter is currently working in the expected fashion. At least, it agrees with every other converter and joint listing I can find", True, "pronoun", ["this", "the converter", "it"], "convertdate's Hebrew converter seems to number Adar I and Adar II of leap years as expected: it agrees with every other converter and joint listing I can find.", author="u2")

    cf1 = (U, "Adar is not a missing month, it's added on leap years. _In a range of months, a month will not be missing in the middle of it_\n\n_False. The Hebrew calendar uses leap months, which occur during the middle of the year._", "u1")
    # In its own thread, and still a trap: a general claim about the calendar, complete in itself.
    rec(P2_CALFALLACIES, [cf1], P2_J_SECONDADAR, False, SAME, [], None, author="u1")
    rec(P2_CALFALLACIES, [cf1, (U, P2_J_SECONDADAR, "u1")], "Purim is celebrated on Adar B in those years, so if you know Purim is on Adar 15th... You're wrong.", True, "pronoun", ["those years"], "In Hebrew leap years, which add a second Adar (Adar B) after Adar, Purim is celebrated in Adar B, so assuming Purim is on 15 Adar is wrong.", author="u1")

    lh1 = (U, "HebrewDate API: make Months behave more intuitively. Currently, the HebrewDate API isn't too clear regarding ADAR vs leap-ADARs when relating to relative dates (year == 0)\nThis PR addresses these discrepancies.", "u1")
    rec(P2_LIBHDATE, [lh1], "As such 4 modes of comparison exist:\n- Strict\n- Adar is considered Adar I\n- Adar is considered Adar II\n- Adar is considered any Adar (compare only)", True, "ellipsis", ["As such"], "py-libhdate's HebrewDate API gets four modes for comparing a relative date in Adar with leap-year Adars: strict, Adar as Adar I, Adar as Adar II, and Adar as any Adar (comparison only).", author="u1")
    lend(P2_LIBHDATE, [lh1], P2_J_BIRTHDAY, SAME, P2_HEBCAL4)

    mh1 = (U, "Adar display. Currently we display אדר ב even in a non leap year.", "u1")
    rec(P2_MYHEBDATES, [mh1], "Maybe have it show אדר in a non leap year.", True, "pronoun", ["it"], "myHebrewDates should show the month as אדר (Adar) rather than אדר ב (Adar II) in a non-leap year.", author="u1")
    lend(P2_MYHEBDATES, [mh1], P2_J_SECONDADAR, SAME, P2_CALFALLACIES)

    oc1 = (U, "The generated calendar has no VeAdar for 2024. In 2024, the year has two Adar, but the calender for some reason only uses one Adar.", "u1")
    rec(P2_HEBCALENDAR, [oc1], "This is because the software calculates Pesach as the first full moon following the spring equinox, so there is no veadar this year according to the strict lunar ephemeris", True, "pronoun", ["This", "this year"], "Ordisoftware's Hebrew Calendar shows no VeAdar (second Adar) in 2024 because it calculates Pesach as the first full moon after the spring equinox, so by the strict lunar ephemeris 2024 has no VeAdar.", author="u2")
    lend(P2_HEBCALENDAR, [oc1], P2_J_ADDITIONAL, SAME, P2_CONVERTDATE)

    # ---- oceanography: tide prediction from harmonic constituents and datums ----
    t149 = (U, "Water levels differ from the public tide predictors. Hey, @kevee! Thanks for a great lib.\n\nI'm playing with tide predictions and noticed that water levels generated by neaps/tide-predictor are quite different from the ones I can find in other tide predictors.\n\nAs an example I'm comparing the Monterey, CA tidal station, 19.08.2022\n\nSo, while the time is pretty correct, the water levels looks offsetted compared to public predictions.", "u1")
    t149q = "Quick question - did you include an `offset` when you passed the harmonic constituents?"
    rec(P2_NEAPS149, [t149], t149q, True, "ellipsis", [], "When neaps/tide-predictor's water levels for the Monterey, CA station look offset from public predictions, did you include an `offset` when passing the harmonic constituents?", author="u2")
    rec(P2_NEAPS149, [t149, (A, t149q, "u2")], "Indeed, from a harmbase database you need to add the corresponding `data_sets.datum` as `offset`.", True, "ellipsis", [], "To get correct water levels from neaps/tide-predictor with harmonic constituents from a harmbase database, add the corresponding `data_sets.datum` as `offset`.", author="u3")
    lend(P2_NEAPS149, [t149], P2_T_DATUMS, SAME, P2_TIDEDB)

    t219 = (U, "Strange tide data. When I get tide predictions with getExtremesPrediction() I receive strange/ too many data. See my example from Vahemadal (Estonia).\nBut some are ok, like Helsinki.", "u1")
    rec(P2_NEAPS219, [t219], "Any ideas? I think it changed after you switched to the IHO standard constituents", True, "pronoun", ["it"], "Why does neaps' getExtremesPrediction() give strange, too many extremes for Vahemadal (Estonia) but not Helsinki? It seems to have changed after neaps switched to the IHO standard constituents.", author="u1")
    t2192 = (A, "Oh wow, that does not look right.\n\nI'll do some digging and see what I can find. Do you have another source for local tides that you use there that I can compare to?", "u2")
    rec(P2_NEAPS219, [t219, t2192], "I'm in Olbia/ Sardina at the moment. From my position, all nearby stations looking good.\n\nIs it maybe a Baltic issue because there's almost no tide?", True, "pronoun", ["it"], "Could neaps' strange tide extremes for Vahemadal (Estonia) be a Baltic issue, because there is almost no tide there? Stations near Olbia, Sardinia look good.", author="u1")

    t1621 = (U, "Issue with tidem function. Running tidem function with constituents gives me an error message when I include \"UPS1\" or exclude \"Z0\" constituents.", "u1")
    rec(P2_OCE1621, [t1621], "Despite my using \"UPS1\" as a constituent, it gives me an error saying that \"UPSI\"  is not a valid constituent.", True, "pronoun", ["it"], "When I pass \"UPS1\" as a constituent to oce's tidem(), it gives an error saying that \"UPSI\" is not a valid constituent.", author="u1")

    t1350 = (U, "tidem() missing 3 constituents for data(\"sealevelTuktoyaktuk\"). In preparation for upcoming work on making `tidem()` handle velocity data, I thought I ought to do some specific tests against the fit that is provided in Foreman (1977 MANUAL FOR TIDAL HEIGHTS ANALYSIS AND PREDICTION), Appendix 7.3, for the Tuktoyaktuk dataset.", "u1")
    lend(P2_OCE1350, [t1350], P2_T_HARMONICS, SAME, P2_TRAILSENSE)

    ut1 = (U, "How to predict tidal elevation with my harmonic phase and amplitude. I have the tidal phase and amplitude of 4 tide constituents (M2, N2, O1, P1) on several points.", "u1")
    rec(P2_UTIDE, [ut1], "How can I build the 'coef' and then predict the tidal elevation using reconstruct?", True, "ellipsis", [], "Given the tidal phase and amplitude of 4 constituents (M2, N2, O1, P1) at several points, how can I build UTide's 'coef' and then predict the tidal elevation with reconstruct?", author="u1")
    lend(P2_UTIDE, [ut1], P2_T_DATUMS, SAME, P2_TIDEDB)

    eo1 = (U, "Feature suggestion: Custom tide prediction import. For some places I have been testing out in Australia using the global tide models for tide prediction are quite a bit off. It would be great to have a easy way to import the more specific port tide predictions from the Australian Hydrographic Office (Austides)?", "u1")
    rec(P2_EOTIDES, [eo1], "Thanks @lucas-langlois, this is a great suggestion. I'd had a look at this and it seems like it's definitely possible", True, "pronoun", ["this", "it"], "Importing port tide predictions or constituents from the Australian Hydrographic Office (AusTides) into eo-tides, where the global tide models are quite a bit off, seems definitely possible.", author="u2")
    lend(P2_EOTIDES, [eo1], P2_T_HARMONICS, SAME, P2_TRAILSENSE)

    td1 = (U, "Research and document official chart datum per country/source. Our predicted heights won't line up with national tide services unless we reference the same vertical datum.", "u1")
    # In its own thread, and still a trap: a general claim, complete in itself.
    rec(P2_TIDEDB, [td1], P2_T_DATUMS, False, SAME, [], None, author="u1")
    rec(P2_TIDEDB, [td1, (U, P2_T_DATUMS, "u1")], "These sit close to LAT but aren't identical.", True, "pronoun", ["These"], "National chart datums (Germany's Seekartennull, the UK's Admiralty Chart Datum, the US's MLLW) sit close to Lowest Astronomical Tide (LAT) but aren't identical to it.", author="u1")

    # ---- cheminformatics: aromaticity and kekulization of SMILES ----
    kq1 = (U, "mis-detection of aromaticity for quinones. Openbabel version 3.1, and perhaps former versions looking at ring-fragments.txt file, mis-identifies aromatics when O=C1C=COC=C1 ring fragments are present. Instead of the quinoidal structure, openbabel converts it to O=c1ccocc1, which is certainly wrong.  With version 3.1 there is no way even to convert it to Kekule form, which could fix this problem as it could not distribute the bonds correctly.", "u1")
    rec(P2_OBQUINONE, [kq1], "Anyone knows if it is possible to fix this with modifying the bondtyp.txt file or some other?", True, "pronoun", ["this"], "Can Open Babel 3.1 mis-detecting O=C1C=COC=C1 quinone ring fragments as aromatic (O=c1ccocc1) be fixed by modifying the bondtyp.txt file or another data file?", author="u1")
    lend(P2_OBQUINONE, [kq1], P2_K_DOUBLECHECK, SELF, P2_OBWARN)

    kr1 = (U, "SMILES doesn't round trip. On the first trip through SMILES, it converts from kekule to aromatic:\n\nobabel -ismi -ocan -:'C1=NS(=O)N=C1'\nO=s1nccn1", "u1")
    krq = "On the second trip, it adds hydrogen across the ring:\n\nobabel -ismi -ocan -:'C1=NS(=O)N=C1' | obabel -ismi -ocan\nO=s1[nH]cc[nH]1"
    rec(P2_OBROUNDTRIP, [kr1], krq, True, "ellipsis", ["On the second trip", "it"], "Passing C1=NS(=O)N=C1 through Open Babel's canonical SMILES twice (obabel -ismi -ocan, piped into obabel -ismi -ocan) adds hydrogen across the ring: O=s1[nH]cc[nH]1 instead of O=s1nccn1.", author="u1")
    rec(P2_OBROUNDTRIP, [kr1, (U, krq, "u1")], "Fixed by #1576. \"O=s1nccn1\" obtained always.", True, "ellipsis", [], "Open Babel's SMILES round trip of C1=NS(=O)N=C1 adding hydrogens is fixed by pull request #1576: O=s1nccn1 is obtained always.", author="u2")
    lend(P2_OBROUNDTRIP, [kr1], P2_K_NH, SAME, P2_OCL)

    kc1 = (U, "Kekulization failure with charged ring. Aromatic ring should be detected for 1,2,3-trimethyl-imidazolium from coordinates. The aromatic ring is detected if a correct SD file is presented, but not a Gaussian log file.", "u1")
    rec(P2_OBCHARGED, [kc1], "@baoilleach I will be happy to help to debug this, or reimplement from scratch if you think that may be helpful, but I will need some pointers. Thanks!", True, "pronoun", ["this"], "I can help debug Open Babel's kekulization failure for the charged 1,2,3-trimethyl-imidazolium ring read from a Gaussian log file, or reimplement it from scratch, but I need some pointers.", author="u1")

    kw1 = (U, "Failed to kekulize aromatic bonds in OBMol. Hello! \nI tried to convert a pdb file to pdbqt and then I will achieve some task of docking (with Autodock Vina). But a warning occurred:\n\n*** Open Babel Warning  in PerceiveBondOrders\n  Failed to kekulize aromatic bonds in OBMol::PerceiveBondOrders", "u1")
    kwq = "I wonder if this warning means any mistake in conversion and how to fix it."
    rec(P2_OBWARN, [kw1], kwq, True, "pronoun", ["this warning", "it"], "Does Open Babel's warning \"Failed to kekulize aromatic bonds in OBMol::PerceiveBondOrders\" when converting a pdb file to pdbqt mean the conversion has a mistake, and how do I fix it?", author="u1")
    rec(P2_OBWARN, [kw1, (U, kwq, "u1")], "The warning is not an error but it is saying that OpenBabel cannot assign kekulized bonds (i.e. alternating single and double bonds) to the structure.", True, "ellipsis", ["The warning"], "Open Babel's \"Failed to kekulize aromatic bonds\" warning is not an error: it says Open Babel cannot assign kekulized bonds (alternating single and double bonds) to the structure.", author="u2")
    lend(P2_OBWARN, [kw1], P2_K_IMIDAZOLE, SELF, P2_CDKR)

    ko1 = (U, "New kekulization failures between 2017.09.0 and 2018.5.0. If I compare results on my SMILES benchmark, I find that a number of kekulization failures have gone away due to #22. However, I also find a number of new kekulization failures:\n\n```\nO=s1nccn1 1456\ns1(=O)c2ncccc2c(=O)n1C 12360\nO=c1n(s(=O)c2c1CCCC2)C 13263\ns1s(=O)c2c(c1=O)cccc2 13672\netc.\n```", "u1")
    koq = "The common theme appears to be an aromatic sulfur attached to an exocyclic double bonded oxygen. However, it should be possible to kekulize all of these structures."
    rec(P2_OCL, [ko1], koq, True, "pronoun", ["The common theme", "these structures"], "OpenChemLib 2018.5.0's new kekulization failures on SMILES such as O=s1nccn1 share an aromatic sulfur attached to an exocyclic double-bonded oxygen, yet all of these structures should be kekulizable.", author="u1")
    rec(P2_OCL, [ko1, (U, koq, "u1")], "One can argue, whether this handling is correct, because to me O=s1nccn1 is\nnot a valid smiles: It implies an aromatic 5-membered ring.", True, "pronoun", ["this handling"], "One can argue whether kekulizing O=s1nccn1 is correct, since it is arguably not a valid SMILES: it implies an aromatic 5-membered ring.", author="u2")

    kd1 = (U, "Open babel wrong H adding warning. It has been constantly observed, that open babel some times added more H atoms to some complex aromatic structures, for example,\na pyridine was added more H it should, or ```failed to Kekulize the aromatic ring```.", "u1")
    rec(P2_DOCKMDFEP, [kd1], "It should be mentioned that the probability you encounter such an issue is not very high if your small molecule contains not many N atoms in your ring system.", True, "ellipsis", ["such an issue"], "In Dock-MD-FEP, Open Babel adding too many hydrogens to aromatic rings or failing to kekulize them is not very likely if the small molecule has few N atoms in its ring system.", author="u1")
    lend(P2_DOCKMDFEP, [kd1], P2_K_NH, SAME, P2_OCL)

    kk1 = (U, "Kekulization / hydrogen adder problem. Dear CDK developers,\n\nwhen I try to parse this MOL file taken from the Supernatural II natural products database, [SupernaturalII_SN00236617.txt], ... I get the following error:\n```\norg.openscience.cdk.exception.CDKException: Cannot assign Kekulé structure without randomly creating radicals.\n```", "u1")
    rec(P2_CDK969, [kk1], "The structure encoded in the file looks like this (with bond type 4 (\"aromatic\") in the ring and the positive charge of the nitrogen atom encoded in the properties block):", True, "ellipsis", ["the file"], "The Supernatural II MOL file (SN00236617) that CDK fails to kekulize encodes bond type 4 (aromatic) in the ring and the nitrogen's positive charge in the properties block.", author="u1")
    lend(P2_CDK969, [kk1], P2_K_DOUBLECHECK, SELF, P2_OBWARN)

    kx1 = (U, "depiction with kekulise=FALSE. The new depiction with kekulise=TRUE looks awesome, but with kekulise=FALSE rather bizarre. \nIn earlier versions this would have been the aromatic delocalised ring representation - any reason for the change?", "u1")
    kxq = "Should I \"block\" the kekulise=FALSE option? I'd rather keep it in for backwards compatibility..."
    rec(P2_CDKR, [kx1], kxq, True, "ellipsis", ["the kekulise=FALSE option"], "Should my package block rcdk's parse.smiles kekulise=FALSE option, whose new depiction looks bizarre, or keep it for backwards compatibility?", author="u1")
    rec(P2_CDKR, [kx1, (U, kxq, "u1")], "I haven't come across this representation, but I'm guessing this is because in absence of kekulization the bond orders are not set properly.", True, "pronoun", ["this representation", "this"], "rcdk's bizarre depiction with kekulise=FALSE is probably because without kekulization the bond orders are not set properly.", author="u2")

    ks1 = (U, "How to use it for small Smiles like Aspirin Smile: CC(=O)Oc1ccccc1C(=O)O. Whenever, I write any small Smiles string \nThen I get\n[22:10:14] Can't kekulize mol.  Unkekulized atoms: 2 3 4 5 6\n\n    print(sme.randomize_smiles(\"COc1cnc(nC1N(C)C)c2ccccc2\"))\nAttributeError: 'NoneType' object has no attribute 'GetNumAtoms'", "u1")
    ksq = "I don't think your SMILES are getting parsed by RDKit. All smiles must be parsable by RDKit"
    rec(P2_SMILESENUM, [ks1], ksq, True, "pronoun", ["your SMILES"], "SMILES-enumeration fails on COc1cnc(nC1N(C)C)c2ccccc2 with Can't kekulize mol because RDKit cannot parse that SMILES; every SMILES given to it must be parsable by RDKit.", author="u2")
    rec(P2_SMILESENUM, [ks1, (A, ksq, "u2")], "In this particular instance I think you need to tell RDKit on which aromatic nitrogen the hydrogen is situated.", True, "pronoun", ["this particular instance"], "For COc1cnc(nC1N(C)C)c2ccccc2, tell RDKit on which aromatic nitrogen the hydrogen sits so that it can kekulize the SMILES.", author="u2")
    lend(P2_SMILESENUM, [ks1], P2_K_IMIDAZOLE, SELF, P2_CDKR)
