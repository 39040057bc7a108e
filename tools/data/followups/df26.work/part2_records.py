# ruff: noqa: E501
# ==== part 2 (helper cdf2, twenty-second pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# ---- Morse code (CW): element timing, words per minute and iambic keyers ----
P2_UHSDR911 = P2_GH + "df8oe/UHSDR/pull/911"
P2_UHSDR1841 = P2_GH + "df8oe/UHSDR/issues/1841"
P2_UHSDR1524 = P2_GH + "df8oe/UHSDR/issues/1524"  # lends only (its opener is not in the excerpt)
P2_LEARNMORSE = P2_GH + "genemecija/learn-morse-code/issues/8"
P2_MORSELEARN = P2_GH + "googlecreativelab/morse-learn/issues/12"
P2_MORSETALK = P2_GH + "morse-talk/morse-talk/issues/32"
P2_MORSERUNNER = P2_GH + "w7sst/MorseRunner/pull/195"
P2_VAIL30 = P2_GH + "Vail-CW/vail_repeater_depricated/issues/30"
P2_VAIL31 = P2_GH + "Vail-CW/vail_repeater_depricated/issues/31"
P2_DAHDI = P2_GH + "matthiasjordan/dahdidahdit/issues/15"
P2_FX4CR22 = P2_GH + "f5bud/FX-4CR-V2/issues/22"
P2_FX4CR60 = P2_GH + "f5bud/FX-4CR-V2/issues/60"
P2_ESDR = P2_GH + "ExpertSDR3/ExpertSDR3-BUG-TRACKER/issues/494"
P2_HAMPI = P2_GH + "HamPiRadio/HamPiRadio/issues/20"
# ---- thermal infrared sensors: MLX90640 cameras and MLX90614 thermometers ----
P2_MLX66 = P2_GH + "melexis/mlx90640-library/issues/66"
P2_MLX77 = P2_GH + "melexis/mlx90640-library/issues/77"  # lends only (its opener is not in the excerpt)
P2_MLX40 = P2_GH + "melexis/mlx90640-library/issues/40"
P2_MLX92 = P2_GH + "melexis/mlx90640-library/issues/92"
P2_MLX51 = P2_GH + "melexis/mlx90640-library/issues/51"
P2_MLX9 = P2_GH + "melexis/mlx90640-library/issues/9"
P2_MLX34 = P2_GH + "melexis/mlx90640-library/issues/34"
P2_MLX119 = P2_GH + "melexis/mlx90640-library/issues/119"
P2_EXXA = P2_GH + "exxamalte/esphome-customisations/issues/4"
P2_STM32 = P2_GH + "imliubo/MLX90640-With-STM32/issues/2"
# ---- backgammon: engines, position IDs and the doubling cube ----
P2_BGWEB5 = P2_GH + "foochu/bgweb-api/issues/5"
P2_BGWEB2 = P2_GH + "foochu/bgweb-api/issues/2"
P2_BGWEB4 = P2_GH + "foochu/bgweb-api/issues/4"
P2_BGWEB6 = P2_GH + "foochu/bgweb-api/issues/6"
P2_TGAMES = P2_GH + "ichabod801/t_games/issues/25"
P2_BGTRAIN = P2_GH + "gtzampanakis/bgtrain/issues/3"
P2_WILDBG36 = P2_GH + "carsten-wenderdel/wildbg/issues/36"
P2_WILDBG27 = P2_GH + "carsten-wenderdel/wildbg/issues/27"
P2_ANKIG2 = P2_GH + "Deinonychus999/AnkiGammon/issues/2"
P2_ANKIG21 = P2_GH + "Deinonychus999/AnkiGammon/issues/21"
P2_GNUBGA = P2_GH + "clavierhaus/gnubg-android/issues/13"
# ---- Scrabble and word games: blank tiles and word lists ----
P2_SSOLVER306 = P2_GH + "kamilmielnik/scrabble-solver/issues/306"
P2_SSOLVER1 = P2_GH + "kamilmielnik/scrabble-solver/issues/1"
P2_FAYROSE = P2_GH + "fayrose/Scrabble/issues/3"
P2_SKRAFL = P2_GH + "vthorsteinsson/Skrafl/issues/6"
P2_HTMLSCRABBLE = P2_GH + "hanshuebner/html-scrabble/pull/74"
P2_LKESTELOOT = P2_GH + "lkesteloot/scrabble/issues/3"
P2_ANAGRAM = P2_GH + "romainfrancois/anagram/issues/2"
P2_HELLO = P2_GH + "lynn/hello/issues/127"
# ---- air quality: low-cost particulate-matter (PM2.5) sensors ----
P2_OSEM = P2_GH + "sensebox/openSenseMap/issues/289"
P2_HACKAIR = P2_GH + "hackair-project/hackAir-Arduino/issues/9"
P2_PMSERIAL = P2_GH + "avaldebe/PMserial/issues/18"
# ---- lightning detectors: the AS3935 sensor's false strikes ----
P2_AS3935WEB = P2_GH + "pcfens/RPi-AS3935-Web/issues/3"
P2_AS3935PI = P2_GH + "pcfens/RaspberryPi-AS3935/issues/10"
# ---- speedrunning: autosplitters, load removal and timers ----
P2_AUTOSPLIT = P2_GH + "Toufool/AutoSplit/issues/2"
P2_PYAUTOSPLIT = P2_GH + "christofsteel/pyautosplit/issues/4"
P2_HKSPLIT = P2_GH + "AlexKnauth/hollowknight-autosplit-wasm/issues/133"
P2_ROTA = P2_GH + "HarmonyHoney/ROTA/pull/44"
# ---- electric bicycles: Bafang controller speed limits ----
P2_OBT21 = P2_GH + "andrey-pr/OpenBafangTool/issues/21"
P2_OBT6 = P2_GH + "andrey-pr/OpenBafangTool/issues/6"
P2_BESST = P2_GH + "kasparsd/besst-reference/issues/2"
P2_BAFANGSPEED = P2_GH + "WrdVdb/BafangSpeedAdjust/issues/6"
# ---- pinball machines: solenoid and flipper drivers ----
P2_WPCEMU = P2_GH + "neophob/wpc-emu/issues/72"
P2_PYPROCGAME = P2_GH + "preble/pyprocgame/pull/2"

# Every lender is a group of the part (lends-only threads belong to repositories that are groups).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- part 2's bank: real sentences from the threads above, lent only within their area, never into their own repository ----
# Morse code
P2_M_PARIS = "The word PARIS is the standard for determing CW code speed."
P2_M_ELEMENTS = "Each dit is one element, each dah is three elements, intra-character spacing is one element, inter-character spacing is three elements and inter-word spacing is seven elements."
P2_M_13WPM = "13 words-per-minute is one element every 92.31 milliseconds."
P2_M_MODEB = "For iambic B mode (sometimes cold the squeeze key method) by holding both keys together at the same time makes alternating dits and dahs automatic."
P2_M_HAMS = "In ham radio, the only term operators ever use is #wpm."
P2_M_PAUSE = "I thought the pause between characters was supposed to be 3 times the dit time and a space between words is 7 times the dit time."
# thermal infrared sensors
P2_T_DECOUPLE = "The measurement deviation in the test seems typical for a configuration where the required power decoupling capacitors are either, not present, too far away from the sensor or broken."
P2_T_DEFAULT1 = "The default emissivity of the MLX90614 is 1."
P2_T_CHESS = "In chess mode, two pages of data should be merged into one page of data."
# backgammon
P2_B_WILDBG = "Right now wildbg only supports Gnu position IDs."
P2_B_RACE = "Note that once the game becomes a race, I should be able to design heuristic algorithms for efficient off boarding."
P2_B_NUMBERED = "When analyzing a position the opponent is to play, the backgammon board should be numbered from the opponent's perspective to align with the table's numbering system."
# Scrabble
P2_S_BLANKRULE = "The rules of Scrabble state that a blank must serve with the same letter even in multiple crossing words."
P2_S_TWO = "Scrabble players can have up to two blank tiles in the rack, denoting any letter that they wish."
P2_S_README = "Nothing in the readme explains how to use blank tiles."
# particulate-matter sensors
P2_P_70 = "Especially above 70% relative humidity the difference between actual PM2.5 and measured PM2.5 concentration grows exponentially."
P2_P_DRIFT = "Besides humidity, sensors also drift over time and there may be variation between devices straight from the factory."
P2_P_SDS = "the sds011 datasheet sets 70% humidity as working maximum and a temperature range from -10 up to 50°C"
# lightning detectors
P2_L_REMOTE = "I live in a remote area near the coast in SW Ireland, so very little electrical disturbance."
P2_L_SUNNY = "It is a clear sunny day, definitely no lightning around."
# speedrunning
P2_R_TICKS = "Meaningful gameplay will only happen on physics ticks, so we can just count those and it levels the playing field for everyone :)"
P2_R_KEY = "By setting the split key in AutoSplit to the pause key of your timer, it will pause instead."
# electric bicycles
P2_E_FIRMWARES = "On some firmwares its impossible to change limit at all"


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- Morse code (CW): element timing, words per minute and iambic keyers ----
    uh1 = (U, "CW timing too fast. Timing CW was too fast. A dit in 12 WPM should be 100ms.\nOn my mcHF it was 86ms.", "u1")
    uha = "Hi,\nappreciate the contribution! And after taking out my calculator I figured 1650 is not the right value (too short pulse). However, 1920 isn't either (too long in theory). It should be 1800: 1500 ticks/s * 1,2 = 1800 = 1WPM. I can see how you calculated 1920 (1650 * 100/86). Have you measured other WPMs (especially slow ones)?"
    rec(P2_UHSDR911, [uh1], uha, True, "correction", ["1920 isn't either"], "In UHSDR's CW generator the dit-time constant 1650 is not right (too short a pulse), but this pull request's 1920 isn't either (too long in theory): it should be 1800 (1500 ticks/s * 1.2 = 1800 = 1 WPM); 1920 came from 1650 * 100/86. Have you measured other WPMs, especially slow ones?", author="u2")
    uhq = "I have checked with my oscilloscope and measured 100ms at 12 WPM and 50ms at 24 WPM. Maybe my MCU is running faster? Tomorrow I will check the slow speeds."
    rec(P2_UHSDR911, [uh1, (A, uha, "u2")], uhq, True, "ellipsis", ["my MCU", "the slow speeds"], "With the dit-time constant 1920 in UHSDR, I measured with my oscilloscope 100ms dits at 12 WPM and 50ms at 24 WPM on my mcHF. Maybe my mcHF's MCU is running faster? Tomorrow I will check the slow WPM speeds.", author="u1")
    uhb = "It is nearly impossible that your device runs that much faster. In this case things like PC USB connections would not work for instance. Did you measure a pause as well?"
    rec(P2_UHSDR911, [uh1, (A, uha, "u2"), (U, uhq, "u1")], uhb, True, "pronoun", ["your device", "a pause as well"], "It is nearly impossible that your mcHF's MCU runs that much faster: PC USB connections would not work then. Did you also measure the pause after a CW dit, not only the dit length?", author="u2")
    lend(P2_UHSDR911, [uh1], P2_M_PARIS, SAME, P2_MORSETALK)

    ki1 = (U, "CW iambic keyer issues. Your firmware version: 2.11.79 and 2.11.78\nUnable to get dits and dashses when using an iambic keyer. Attempt to reverse keyer on firmware but only dits or dashes, not both. When paddles are squeezed, runs as expected.\nI also tried downgrade firmware to v2.11.78 but still the same.", "u1")
    kia = "I cannot confirm. Here everything runs as expected. I hope you do not have connected an external iambic keyer. If so: you must use streight key mode. If you have connected paddles you maybe you have a connection issue to the plug."
    rec(P2_UHSDR1841, [ki1], kia, True, "ellipsis", ["I cannot confirm", "the plug"], "I cannot reproduce UHSDR firmware 2.11.79 giving only dits or only dashes with an iambic keyer: here everything runs as expected. If you connected an external iambic keyer you must use straight key mode; if you connected paddles, you may have a connection issue at the paddle plug.", author="u2")
    kiq = "Fixed... I found a cold joint on the pcb"
    rec(P2_UHSDR1841, [ki1, (A, kia, "u2")], kiq, True, "ellipsis", ["Fixed"], "My UHSDR mcHF problem of getting only dits or only dashes from the iambic paddles is fixed: I found a cold solder joint on the PCB.", author="u1")
    lend(P2_UHSDR1841, [ki1], P2_M_MODEB, SAME, P2_VAIL31)

    lm1 = (U, "Audio offset to WPM correlation feels off when set to 30WPM. Hi I used your site for a few days at a 15WPM setting and it worked fine at the speed I was keying but at higher speeds it seems to not properly register an appropriate length dah (3x the length of the dit) instead it feels more like I have to give 5-6 times the dit duration for it to register a dah.", "u1")
    lmq = "From going through most of the code it looks like the issue is here:\n\n/learn-morse-code/tree/master/src/useStraightKey.js"
    rec(P2_LEARNMORSE, [lm1], lmq, True, "pronoun", ["the issue", "the code"], "Going through most of learn-morse-code's code, the problem of dahs not registering at high WPM settings looks like it is in src/useStraightKey.js.", author="u1")
    lm2 = (U, lmq + "\n\nand the specific section of code is: \n  // DitDah Length\n    const ditMaxTime = 1200/wpm * 0.3\n    const letterGapMinTime = ditMaxTime*3\n    const wordGapMaxTime = ditMaxTime*7", "u1")
    lmr = "It would be better to switch the WPM setting to a text field in MS with a guess as to what WPM the set MS value correlates to eg. 80 MS dit and 240 MS dah for 13 WPM (according to CW communicator at least)"
    rec(P2_LEARNMORSE, [lm1, lm2], lmr, True, "ellipsis", ["the WPM setting"], "It would be better to switch learn-morse-code's WPM setting to a text field in milliseconds, with a guess of the WPM the value corresponds to, e.g. 80 ms dit and 240 ms dah for 13 WPM (according to CW Communicator).", author="u1")
    lend(P2_LEARNMORSE, [lm1], P2_M_13WPM, SAME, P2_MORSETALK)
    lend(P2_LEARNMORSE, [lm1], P2_M_PAUSE, SAME, P2_UHSDR1524)

    ml1 = (U, "No word count displayed. Word found per minute is the key to learn proper Morse code and it is missing completely.", "u1")
    mla = "Question for you though - how would you calculate this? Would it be timing of each element."
    rec(P2_MORSELEARN, [ml1], mla, True, "pronoun", ["this"], "How would you calculate a words-per-minute count in morse-learn? Would it be from the timing of each Morse element?", author="u2")
    mlb = "Hi, Will mentioned to me that you had this question (I run the morsecode.world site). I had a quick look at https://morse-learn.acecentre.net/ as a result."
    rec(P2_MORSELEARN, [ml1, (A, mla, "u2")], mlb, True, "pronoun", ["this question"], "Hi, Will mentioned to me that you asked how to calculate words per minute in morse-learn (I run the morsecode.world site), so I had a quick look at https://morse-learn.acecentre.net/.", author="u3")
    mlc = (A, "Although you are not teaching inter-character timing, you are using it to a degree in that you have to decide when someone has stopped keying a character. The dits and dahs you are using also have a set duration.", "u3")
    rec(P2_MORSELEARN, [ml1, (A, mla, "u2"), (A, mlb, "u3"), mlc], "I don't know if your decoder is fussy about the pauses between parts of a character (intra-character spacing)?", True, "pronoun", ["your decoder"], "I don't know: is morse-learn's Morse decoder fussy about the pauses between parts of a character (intra-character spacing)?", author="u3")
    lend(P2_MORSELEARN, [ml1], P2_M_PARIS, SAME, P2_MORSETALK)

    mt1 = (U, "Missing utils function: Morse code length and wpm to element duration. Hello,\n\nsome very useful functions are missing\n\nCalculate morse code length\nConvert from WPM (words per minute) to element duration", "u1")
    # The description's own next sentences name PARIS and element timing in full: traps in their own thread.
    rec(P2_MORSETALK, [mt1], P2_M_PARIS, False, SAME, [], None, author="u1")
    rec(P2_MORSETALK, [mt1, (U, P2_M_PARIS, "u1")], P2_M_ELEMENTS, False, SAME, [], None, author="u1")
    lend(P2_MORSETALK, [mt1], P2_M_HAMS, SAME, P2_VAIL30)

    mr1 = (U, "Fix CW timing issue between callsign and exchange; fix Wpm rate. This bug was fixed by fixing some of the logic used in CW generation.\n- 3 units (length of a 'dit') between characters\n- 5 units between words (original MR was using 5 units; standard is 7 units).", "u1")
    rec(P2_MORSERUNNER, [mr1], "Also updated the math to insure that correct Wpm is generated.", True, "ellipsis", ["the math"], "This MorseRunner pull request also updates the CW generation math to ensure that the correct WPM is generated.", author="u1")
    lend(P2_MORSERUNNER, [mr1], P2_M_ELEMENTS, SAME, P2_MORSETALK)
    lend(P2_MORSERUNNER, [mr1], P2_M_PAUSE, SAME, P2_UHSDR1524)

    v30 = (U, "Slider for \"dit\" show WPM. People keep asking for this.", "u1")
    # "It" is WPM, named inside the same message: self-contained.
    rec(P2_VAIL30, [v30], "WPM is actually \"words which are only ever 'PARIS' per minute\". It is the duration of 50 dits.", False, SELF, [], None, author="u1")
    v30b = (U, "WPM is actually \"words which are only ever 'PARIS' per minute\". It is the duration of 50 dits.", "u1")
    v30q = "Added in https://github.com/nealey/vail/commit/4f33d7453c30139df7825b204728fd8511c9a2cf"
    rec(P2_VAIL30, [v30, v30b], v30q, True, "ellipsis", ["Added"], "A WPM display for Vail's dit-length slider was added in https://github.com/nealey/vail/commit/4f33d7453c30139df7825b204728fd8511c9a2cf", author="u1")
    rec(P2_VAIL30, [v30, v30b, (U, v30q, "u1")], "In ham radio, the only term operators ever use is #wpm.  15wpm  20wpm etc.   and on most digital transceivers the screen will show WPM as the keyer speed is adjusted.", False, SAME, [], None, author="u2")

    v31 = (U, "A and B iambic. Based on my 10 seconds of testing on vband, in B iambic, if you are holding both keys, and transmitting DAH, then release both keys, it tacks on an extra DIT.\n\nThis seems wrong. I need some help unpacking how exactly this works.", "u1")
    v31a = "In Mode A you either get continues dits OR dahs.  So for the letter C you must make a movement for each fit and dah.  Right-left-right-left."
    rec(P2_VAIL31, [v31], v31a, True, "ellipsis", ["Mode A"], "With an iambic keyer in Mode A you get either continuous dits or dahs, so for the letter C you must make a movement for each dit and dah: right-left-right-left.", author="u2")
    rec(P2_VAIL31, [v31, (A, v31a, "u2")], P2_M_MODEB, False, SAME, [], None, author="u2")
    v31b = "Neal… it doesn’t always tack on an extra did.   \na letter might start with a dah and end with a dah.  Ex… K  dah-dit- dah  u start the squeeze with the dah but after the dit you keep the dah… hold the done linger."
    rec(P2_VAIL31, [v31, (A, v31a, "u2"), (A, P2_M_MODEB, "u2")], v31b, True, "correction", ["it doesn’t always tack on an extra did"], "Neal, iambic B mode doesn't always tack on an extra dit when both paddles are released: a letter might start and end with a dah, e.g. K (dah-dit-dah): you start the squeeze with the dah, and after the dit you keep holding the dah.", author="u2")

    dd1 = (U, "Add Iambic-B Mode. Currently the keyer in the app seems to do Iambic-A mode.\nIt would be nice if a Iambic-B Mode could be added.", "u1")
    dda = "Should be implemented in 1.14.0. Please let me know how you like it."
    rec(P2_DAHDI, [dd1], dda, True, "ellipsis", ["Should be implemented"], "Iambic-B mode for dahdidahdit's keyer should be implemented in version 1.14.0; please let me know how you like it.", author="u2")
    ddq = "I just tried the pre release version, but iambic-b doesn't seem to behave different from iambic-a"
    rec(P2_DAHDI, [dd1, (A, dda, "u2")], ddq, True, "ellipsis", ["the pre release version"], "I just tried the dahdidahdit 1.14.0 pre-release, but its iambic-B keyer mode doesn't seem to behave differently from iambic-A.", author="u1")
    lend(P2_DAHDI, [dd1], P2_M_HAMS, SAME, P2_VAIL30)

    fx1 = (U, "PTT is not manual key when CW is Iambic. (V2.02R)\nYesterday we were trying to get CW going (not me!) on a summit, and I noticed that when I set the CW key mode to iambic not straight key, that the PTT/RIT no longer operated as a straight key.", "u1")
    fxq = "Expected: PTT/RIT still keys the transmitter as a straight key. \nExternal key jack keys as a paddle."
    rec(P2_FX4CR22, [fx1], fxq, True, "ellipsis", ["Expected"], "Expected on the FX-4CR with the CW key mode set to iambic: the PTT/RIT button still keys the transmitter as a straight key, and the external key jack keys as a paddle.", author="u1")
    rec(P2_FX4CR22, [fx1, (U, fxq, "u1")], "Tests OK V2.02R 31", True, "ellipsis", ["Tests OK"], "The FX-4CR's PTT/RIT keying the transmitter as a straight key while the CW key mode is iambic tests OK in firmware V2.02R 31.", author="u1")
    lend(P2_FX4CR22, [fx1], P2_M_MODEB, SAME, P2_VAIL31)

    fx6 = (U, "CW Practise Mode - only works for straight key. V2.12 /2025-08-25\n\nCW keying works ok for straight key, iambic-A-regul, iambic-A-rev, iambic-B-regul, iambic-B-rev", "u1")
    rec(P2_FX4CR60, [fx6], "CW practise mode : only seems to key correctly for Cw-Keyer set to Straight Key, getting warbling for Iambic settings", True, "ellipsis", ["CW practise mode"], "On the FX-4CR with firmware V2.12, CW practise mode only seems to key correctly with the CW keyer set to Straight Key; with the iambic settings I get warbling.", author="u1")
    lend(P2_FX4CR60, [fx6], P2_M_13WPM, SAME, P2_MORSETALK)

    es1 = (U, "Iambic ON produce only dits. When turning the Iambic setting to ON the keyer produce dits from both paddles. Setting Iambic to OFF the keyer works correct.\n\nESDR v1.01 beta", "u1")
    rec(P2_ESDR, [es1], "Sorry, user error. Ignore this one!!", True, "correction", ["this one"], "Sorry, my report that ExpertSDR3 v1.01 beta's keyer produces only dits from both paddles with Iambic ON was a user error; ignore it.", author="u1")
    lend(P2_ESDR, [es1], P2_M_PAUSE, SAME, P2_UHSDR1524)

    hp1 = (U, "Add Iambic Keyer feature. Add iambic Keyer feature\n\n#### Describe the requested feature: \n\nCurrently CW is ‘simple’. Hardware is already provided for a paddle Dit and Dah inputs to the microprocessor.", "u1")
    rec(P2_HAMPI, [hp1], "Not in the initial release and the basic transceiver needs to be ‘a goer’. This addition is just a software enhancement. Added to Backlog.", True, "pronoun", ["This addition"], "The iambic keyer feature is not in HamPiRadio's initial release, and the basic transceiver needs to be 'a goer' first; adding the iambic keyer is just a software enhancement, added to the backlog.", author="u1")
    lend(P2_HAMPI, [hp1], P2_M_ELEMENTS, SAME, P2_MORSETALK)

    # ---- thermal infrared sensors: MLX90640 cameras and MLX90614 thermometers ----
    m66 = (U, "Lower than expected temperature readings. Use the library with a SAMD21 microcontroller.\nTrying to measure forehead temperature, I get 4.5 degrees less than expected. After looking at the source of the driver I have the following questions\n\n1. In \"Restoring the KsTo coefficient\" Why the driver calculate 5 values and the manual only 4\n2.The same for ct restoring\n3. In MLX90640_GetFrameData why use the data 0x0030 instead of 0x0000 to clear the \"new data available flag\" in the status register?\n4. When measuring the ambient temperature I get 35.5 degrees, at list 9 more than the actual one \n3. When I change the emissivity to 0.8 I get correct readings, but is this ok?", "u1")
    m66a = "I will try to answer you questions:\n\n1. The extra parameters are for temperatures above 400C and are sort of a future-proof thing. Note that this is well beyond the temperatures you are interested in"
    rec(P2_MLX66, [m66], m66a, True, "position", ["1."], "On why the MLX90640 driver restores 5 KsTo values where the manual lists 4: the extra parameters are for temperatures above 400C, a future-proof thing, well beyond the forehead temperatures you are interested in.", author="u2")
    m66b = "3. This is normal - the Ta of the sensor is not the same as the 'room' temperature. The difference depends on the enclosure. In open air it should be around 8C."
    rec(P2_MLX66, [m66, (A, m66a, "u2")], m66b, True, "position", ["3."], "An MLX90640 ambient temperature (Ta) of 35.5 degrees, 9 above the room, is normal: the sensor's Ta is not the room temperature; the difference depends on the enclosure, and in open air it should be around 8C.", author="u2")
    m66c = "4. No, that is not correct as this is not the emissivity of the human skin."
    rec(P2_MLX66, [m66, (A, m66a, "u2"), (A, m66b, "u2")], m66c, True, "position", ["4.", "that"], "No, setting the MLX90640's emissivity to 0.8 to get correct forehead readings is not correct, as 0.8 is not the emissivity of human skin.", author="u2")
    lend(P2_MLX66, [m66], P2_T_DEFAULT1, SAME, P2_EXXA)

    m40 = (U, "What is the relationship between temperature and distance in MLX90640? Hi:\n    When I tested, I found that the measured object was far away from the sensor, and the temperature dropped a lot. So I was wondering if there is any way to make the data correct.", "u1")
    m40q = "Change emissivity or sensitivity? I don't know how to set it up.What is the maximum measurement distance of the MLX90640 (the distance of the sensor from the measured object)?"
    rec(P2_MLX40, [m40], m40q, True, "ellipsis", ["Change emissivity or sensitivity?", "it"], "To correct MLX90640 readings that drop when the measured object is far from the sensor, should I change the emissivity or the sensitivity? I don't know how to set it up. What is the MLX90640's maximum measurement distance from the measured object?", author="u1")
    m40r = "Hello,\n\nI have one relevant question like how to calculate object distance as per FOV provided?"
    rec(P2_MLX40, [m40, (U, m40q, "u1")], m40r, True, "ellipsis", ["one relevant question", "FOV provided"], "How do I calculate the object distance from the MLX90640's given field of view (FOV)?", author="u2")
    lend(P2_MLX40, [m40], P2_T_DEFAULT1, SAME, P2_EXXA)
    lend(P2_MLX40, [m40], P2_T_CHESS, SAME, P2_STM32)

    m92 = (U, "strange Behaviour of MLX90640. Hi, \nI use Mlx90640 with a SAMD21 microcntroller. My sensor works fine sometimes but it also behaves strangely:\n\n1- the maximum temperature measured when there are no people and no hot objects in the room is 33, so there is no difference when there is a person in the room.  It's normal?\n2- the maximum temperature sometimes rises to 50 and the minimum to 29, although the ambient temperature in the room is 23. I don't understand how.", "u1")
    m92a = "Hi,\n\nThis does not sound right. Can you share some more details and real data?\nWhen you say 'the maximum temperature' do you refer to the average temperature of the whole frame of to the\ntemperature of a single pixel?\nAre you sure there is no object in front of the sensor or some reflections (from mirrors, windows or other reflective materials)?"
    rec(P2_MLX92, [m92], m92a, True, "pronoun", ["This", "the maximum temperature", "the sensor"], "An MLX90640 on a SAMD21 reading a maximum of 33 in an empty room, and up to 50 with the room at 23, does not sound right. Can you share more details and real data? Is 'the maximum temperature' the average of the whole frame or a single pixel? Are you sure there is no object in front of the sensor or reflections from mirrors, windows or other reflective materials?", author="u2")
    m92q = "I am referring to the temperature of a single pixel.\nThere was no person in the room.  There are no reflective materials, because I always did the test in the same room and I had to get good values."
    rec(P2_MLX92, [m92, (A, m92a, "u2")], m92q, True, "ellipsis", ["the temperature of a single pixel"], "The MLX90640 maximum temperatures of 33 to 50 in a room at 23 are single-pixel temperatures; there was no person in the room and there are no reflective materials, as I always did the test in the same room and got good values before.", author="u1")
    lend(P2_MLX92, [m92], P2_T_DEFAULT1, SAME, P2_EXXA)

    m51 = (U, "chessboard pattern data. The question has confused my for a long time. After I read data frames, the temperature values see a  strong chessboard-pattern style. See images below (raw temperature data)", "u1")
    rec(P2_MLX51, [m51], "Am I measuing in a wrong way? Or any other possible reasons?", True, "ellipsis", ["any other possible reasons"], "Am I measuring MLX90640 frames in a wrong way, or are there other possible reasons for the strong chessboard pattern in its temperature values?", author="u1")
    lend(P2_MLX51, [m51], P2_T_CHESS, SAME, P2_STM32)

    m9 = (U, "Striped frames. I am writing regarding the SparkFun MLX90640 Arduino examples available on GitHub which are based on the mlx90640-library. I have successfully uploaded the Example2_OutputToProcessing sketch to an ESP32 board (\"ESP32 Dev Module\" from Arduino boards) and it works (parameters: 8Hz, Chess mode, 19 bit), but the frames coming from the ESP32 are striped (see example attached).", "u1")
    m9q = "I tried the sketch with different parameters (changing the refresh rate, resolution, mode, timing between subpage readings), but I am now I have no ideas how to fix it. Could you please give me any advice?"
    rec(P2_MLX9, [m9], m9q, True, "pronoun", ["the sketch", "it"], "I tried SparkFun's MLX90640 Example2_OutputToProcessing sketch on an ESP32 with different refresh rates, resolutions, modes and timings between subpage readings, but I have no idea how to fix its striped frames. Could you give me any advice?", author="u1")
    m9a = "I haven't seen anything quite like this- although images are usually pretty noisy and have a chessboard pattern emphasised by anything fast moving. Are you sure it's not the interpolation introducing errors?"
    rec(P2_MLX9, [m9, (U, m9q, "u1")], m9a, True, "pronoun", ["this", "the interpolation"], "I haven't seen striped MLX90640 frames like yours, although its images are usually pretty noisy with a chessboard pattern emphasised by anything fast moving. Are you sure it's not the interpolation of the frames introducing errors?", author="u2")
    m9b = "I have came cross issue with different cameras, usually this happens if the cabling is bad or a bit loose. try fiddling with the cables."
    rec(P2_MLX9, [m9, (U, m9q, "u1"), (A, m9a, "u2")], m9b, True, "pronoun", ["issue", "this"], "I have come across striped MLX90640 frames with different cameras; usually they happen when the cabling is bad or a bit loose, so try fiddling with the cables.", author="u3")

    m34 = (U, "MLX90640 Read Data Not Fast Enough. Hello,\nI am Multiplexing a few MLX90640, trying to incorporate them into a few different projects,\nI have noticed that the frame rate I get is very limited (less than 3Hz) compared to what I read online and the MLX specs, but it gets better if I cancel the following loop, and only run the content of it one time instead of twice", "u1")
    m34q = "If I don't run the loop twice I have noticed that I get errors in the images, \nDo I have to run this twice to get precise results?"
    rec(P2_MLX34, [m34], m34q, True, "pronoun", ["the loop", "this"], "If I don't run my loop of MLX90640_GetFrameData and MLX90640_CalculateTo twice I get errors in the images: do I have to run it twice to get precise MLX90640 results?", author="u1")
    m34a = "Hi,\n\nI am not familiar with your setup, application and code, so my comment is based on assumptions.\nDid you change the refresh rate of the MLX90640 device? If yes, did you make sure the correct refresh rate was selected in the register?"
    rec(P2_MLX34, [m34, (U, m34q, "u1")], m34a, True, "ellipsis", ["your setup", "my comment"], "Not knowing your multiplexed MLX90640 setup, application and code, I assume: did you change the MLX90640's refresh rate, and if so, did you make sure the correct refresh rate was selected in its register?", author="u2")
    lend(P2_MLX34, [m34], P2_T_CHESS, SAME, P2_STM32)

    m119 = (U, "How to remove fixed pattern noise? How to reduce / remove it? Am I doing my data reading correctly?", "u1")
    m119a = "Hi, did you put a decoupling capacitor between Vdd and GND? Normally 100nF+10uF as close as possible to the pins should be enough."
    rec(P2_MLX119, [m119], m119a, True, "ellipsis", ["the pins"], "To reduce MLX90640 fixed pattern noise: did you put a decoupling capacitor between the sensor's Vdd and GND? Normally 100nF+10uF as close as possible to the pins should be enough.", author="u2")
    m119q = "@slavysis\nYeah I have 10uF, 100n and 47n right at the base of the device, still same result."
    rec(P2_MLX119, [m119, (A, m119a, "u2")], m119q, True, "ellipsis", ["the device", "same result"], "@slavysis I have 10uF, 100n and 47n decoupling capacitors right at the base of the MLX90640, and still get the same fixed pattern noise.", author="u1")

    ex1 = (U, "Changing emissivity, considering Voltage compensation? Hi \nThe default emissivity of the MLX90614 is 1. https://www.melexis.com/-/media/files/documents/datasheets/mlx90614-datasheet-melexis.pdf\nHow to consider this factor in the code or other ways when measuring different stuff? In my case, the leaf(the emissivity is about 0.95).", "u1")
    exq = "In the datasheet(page 37), the voltage is also affecting the object and sensor reading. How to deal with this?"
    rec(P2_EXXA, [ex1], exq, True, "ellipsis", ["the datasheet", "this"], "The MLX90614 datasheet (page 37) says the supply voltage also affects the object and sensor readings: how do I deal with that in esphome-customisations?", author="u1")
    exr = "Also, when I tested the sensor, I found the distance affected the reading(all FOV is covered), any solution to how to improve this?"
    rec(P2_EXXA, [ex1, (U, exq, "u1")], exr, True, "pronoun", ["the sensor", "this"], "When I tested the MLX90614, the distance affected the reading even with the whole field of view covered: is there any solution to improve this?", author="u1")
    rec(P2_EXXA, [ex1, (U, exq, "u1"), (U, exr, "u1")], "Closing this. ESPHome now supports the MLX90614 out of the box and includes defining emissivity.", True, "pronoun", ["this"], "Closing the esphome-customisations issue about changing MLX90614 emissivity: ESPHome now supports the MLX90614 out of the box, including defining emissivity.", author="u2")
    lend(P2_EXXA, [ex1], P2_T_DECOUPLE, SAME, P2_MLX77)

    st1 = (U, "Half pixels are dead. I have no idea what the problem could be, any suggestions ?", "u1")
    sta = "It seems that you only read subpage 1 of data. In chess mode, two pages of data should be merged into one page of data. You can refer to page 15 of the datasheet.\nWhich fream rate did you set?And the I2C clock frequency is?"
    rec(P2_STM32, [st1], sta, True, "ellipsis", ["subpage 1", "the datasheet"], "Half the MLX90640 pixels look dead with MLX90640-With-STM32 because you seem to read only subpage 1: in chess mode the two subpages should be merged into one frame (page 15 of the MLX90640 datasheet). Which frame rate and I2C clock frequency did you set?", author="u2")
    stq = "thanks for the response.\n\nI for the evaluation I just copied your main code.Yes I am i  chess mode, I changed frame rate to 4Hz and I believe I2C clock is 100khz. should I go for 400khz ?"
    rec(P2_STM32, [st1, (A, sta, "u2")], stq, True, "ellipsis", ["your main code"], "For evaluating the MLX90640 with half its pixels dead I just copied MLX90640-With-STM32's main code; I am in chess mode, with a 4Hz frame rate and, I believe, a 100kHz I2C clock. Should I go for 400kHz?", author="u1")
    str_ = "Okay I solved it \n\nTurns out you have to do:\nint status = MLX90640_GetFrameData(MLX90640_address, mlx90640Frame);\n2 times before getting Vdd or doing calculations"
    rec(P2_STM32, [st1, (A, sta, "u2"), (U, stq, "u1")], str_, True, "pronoun", ["it"], "I solved half the MLX90640 pixels being dead: you have to call MLX90640_GetFrameData(MLX90640_address, mlx90640Frame) 2 times before getting Vdd or doing calculations.", author="u1")
    lend(P2_STM32, [st1], P2_T_DECOUPLE, SAME, P2_MLX77)

    # ---- backgammon: engines, position IDs and the doubling cube ----
    b5 = (U, "Cube evaluation (round 2). Hey @foochu \nhope you're well - been a while!\n\nI was trying to align your code with the GNUBG code to understand what is required to implement the AI deciding whether to double (cube) and take/drop the cube.", "u1")
    b5q = "The concept of a `_CubeInfo` object exists. I think you need to do this to get GNUBG to tell you the best move to make, but i think the missing part is including whether that move is to double is the missing key here. Is that correct?"
    rec(P2_BGWEB5, [b5], b5q, True, "pronoun", ["this", "that move"], "bgweb-api has the concept of GNUBG's `_CubeInfo` object, which I think you need to get GNUBG to tell you the best move; is the missing part for cube decisions including whether the move is to double?", author="u1")
    b5r = "What are the chances you can help me get a cube decision out of the AI here? It would be the awesome missing piece to this project"
    rec(P2_BGWEB5, [b5, (U, b5q, "u1")], b5r, True, "pronoun", ["the AI here", "this project"], "What are the chances you can help me get a doubling-cube decision out of bgweb-api's GNUBG-based AI? It would be the missing piece of bgweb-api.", author="u1")
    lend(P2_BGWEB5, [b5], P2_B_RACE, SAME, P2_TGAMES)

    b2 = (U, "GNUbg ID/XGID board positions. Can this port interpret XGID board positions - the [GNU docs](https://www.gnu.org/software/gnubg/manual/gnubg.html) suggest GNU backgammon can but wondering if this port includes that?\n\nWould you consider adding it?\nThanks", "u1")
    b2a = "Hi again! \n\nNo, that feature is missing here unfortunately. Without looking at the original code, I'd imagine that is a lot smaller task compared to the cube decision effort. Don't want to promise anything, but who knows if the right inspiration hits ;)"
    rec(P2_BGWEB2, [b2], b2a, True, "pronoun", ["that feature", "the original code"], "No, bgweb-api cannot interpret GNUbg IDs or XGID board positions, unfortunately. Without looking at GNU Backgammon's original code, I'd imagine adding it is a much smaller task than the cube decision effort; no promises.", author="u2")
    b2q = "be cool to add this - as your library can become a basis for upgrading GnuBG (which sadly the original is hard to compile these days, but yours is a good step of the way to an awesome replacement!)"
    rec(P2_BGWEB2, [b2, (A, b2a, "u2")], b2q, True, "pronoun", ["this", "your library"], "It would be cool to add XGID position parsing to bgweb-api, as it can become a basis for upgrading GnuBG (the original is hard to compile these days).", author="u1")
    rec(P2_BGWEB2, [b2, (A, b2a, "u2"), (U, b2q, "u1")], "EDIT - I just tried implementing it and its a bit of a nasty brain...mess haha", True, "pronoun", ["it"], "I just tried implementing XGID position parsing for bgweb-api and it's a bit of a nasty brain mess.", author="u1")
    lend(P2_BGWEB2, [b2], P2_B_WILDBG, SAME, P2_WILDBG36)

    b4 = (U, "Matches. Hey again,\nDoes this code understand the concept of a match - i.e if you are in a match and the score is say 3-2 does it know this? Or is it taking each game as an individual game?", "u1")
    b4q = "I ask because the JSON format doesn't seem to know about match scores."
    rec(P2_BGWEB4, [b4], b4q, True, "ellipsis", ["the JSON format"], "I ask whether bgweb-api understands backgammon matches because its JSON format doesn't seem to know about match scores.", author="u1")
    b4a = "Hi there! In theory, yes, and simply a matter of exposing it in the API. I haven’t done any testing however if it produces sane results :)"
    rec(P2_BGWEB4, [b4, (U, b4q, "u1")], b4a, True, "ellipsis", ["In theory, yes", "it"], "In theory bgweb-api's engine understands match scores; it is simply a matter of exposing them in the API, but I haven't tested whether it produces sane results.", author="u2")
    b4r = "Sounds cool! These 2 fields (match to & how many points each player have): https://github.com/foochu/bgweb-api/blob/main/internal/gnubg/gnubg.go#L62-L63"
    b4m = (U, "oh cool! - because the engine will give different recommended moves based on where you are in a match. I am currently working on getting the XGID code ported to Go so its possible to insert a match from an ID.", "u1")
    rec(P2_BGWEB4, [b4, (U, b4q, "u1"), (A, b4a, "u2"), b4m], b4r, True, "pronoun", ["These 2 fields"], "To expose match scores in bgweb-api, see the 2 fields for the match length and each player's points: https://github.com/foochu/bgweb-api/blob/main/internal/gnubg/gnubg.go#L62-L63", author="u2")
    lend(P2_BGWEB4, [b4], P2_B_NUMBERED, SAME, P2_GNUBGA)

    b6 = (U, "equity of position. Hey @foochu \nsorry to keep creating issues. Just love this project.\nIf i have a board layout, can I get the equity of it directly (i.e before a dice roll)?", "u1")
    # Asks in full what it wants (winning chances of a position as it is): its "it" and "that" point inside the sentence.
    rec(P2_BGWEB6, [b6], "I want to know what the winning chances are from a position as it is rather than what the best move is and what the winning chances are of each move based on the dice if that makes sense?", False, SELF, [], None, author="u1")
    lend(P2_BGWEB6, [b6], P2_B_RACE, SAME, P2_TGAMES)

    tg = (U, "Backgammon Genetic on PubEval. Run the Backgammon genetic algorithm using the vector that the pubeval algorithm uses. Perhaps use the pubeval weights as the base for random variation.", "u1")
    rec(P2_TGAMES, [tg], P2_B_RACE, False, SAME, [], None, author="u1")
    rec(P2_TGAMES, [tg, (U, P2_B_RACE, "u1")], "Look into heuristics for doubling and accepting doubles as well.", True, "ellipsis", ["as well"], "For t_games' backgammon bots, besides the genetic algorithm on pubeval and racing heuristics, also look into heuristics for doubling and accepting doubles.", author="u1")
    rec(P2_TGAMES, [tg, (U, P2_B_RACE, "u1"), (U, "Look into heuristics for doubling and accepting doubles as well.", "u1")], "Early simulations are going no where. The O player never wants to move his pieces off the 1 point.", True, "ellipsis", ["Early simulations"], "Early simulations of t_games' backgammon genetic algorithm on pubeval are going nowhere: the O player never wants to move his pieces off the 1 point.", author="u1")

    bt = (U, "parsing a GNUBG ID. Hey, this is impressive work and clearly a lot went into this. Apologies for this question....\nI'm interested in parsing GNUBG IDs however I can't quite get my head around the [algorithm specified here](https://www.gnu.org/software/gnubg/manual/html_node/A-technical-description-of-the-Position-ID.html)", "u1")
    btq = "I think this is the [point](https://github.com/gtzampanakis/bgtrain/blob/42250d365a96dc137d05dcf98bfc93294c1dd00f/static/diagram.js#L615) in your code where you are doing it? Is that correct?"
    rec(P2_BGTRAIN, [bt], btq, True, "pronoun", ["your code", "it"], "Is bgtrain's static/diagram.js line 615 (https://github.com/gtzampanakis/bgtrain/blob/42250d365a96dc137d05dcf98bfc93294c1dd00f/static/diagram.js#L615) where it parses GNUBG position IDs?", author="u1")
    bta = "The code you are looking for is in the function setDataFromGnuId . Follow it line by line and you will get what you need."
    rec(P2_BGTRAIN, [bt, (U, btq, "u1")], bta, True, "ellipsis", ["The code you are looking for"], "bgtrain's code for parsing GNUBG position IDs is in the function setDataFromGnuId; follow it line by line and you will get what you need.", author="u2")
    rec(P2_BGTRAIN, [bt, (U, btq, "u1"), (A, bta, "u2")], "I will close this since it is not an issue. If you have similar questions in the future just email me directly.", True, "pronoun", ["this"], "I will close the bgtrain issue about parsing GNUBG IDs since it is not an issue; for similar questions in the future, just email me directly.", author="u2")
    lend(P2_BGTRAIN, [bt], P2_B_WILDBG, SAME, P2_WILDBG36)

    w36 = (U, "Support XGID. Right now wildbg only supports Gnu position IDs.", "u1")
    rec(P2_WILDBG36, [w36], "Add the ability to `position.rs` to encode and decode XGIDs.", True, "ellipsis", ["`position.rs`"], "Add the ability to wildbg's `position.rs` to encode and decode XGID backgammon positions.", author="u1")
    lend(P2_WILDBG36, [w36], P2_B_NUMBERED, SAME, P2_GNUBGA)

    w27 = (U, "Contact.csv File Contains Impossible Probabilities that are Misaligned with GNU Backgammon Evaluations. Hello and thank you for this excellent project.\n\nI have been working with the files you provided for training and have found an issue. Consider wildbg-training/0012/contact.csv position id mxmAQ4PbAQAAAA.", "u1")
    w27q = "implying a win_bg probability of 0.36959878. Now, this is impossible since both players have an off checker."
    rec(P2_WILDBG27, [w27], w27q, True, "pronoun", ["this"], "wildbg-training/0012/contact.csv gives position mxmAQ4PbAQAAAA a win_bg (backgammon win) probability of 0.36959878, which is impossible since both players have an off checker.", author="u1")
    w27r = "So I suspect that in these positions the checkers that are supposed to be on the bar are not being accounted for are instead being placed in the default off section of the board."
    rec(P2_WILDBG27, [w27, (U, w27q, "u1")], w27r, True, "pronoun", ["these positions"], "I suspect that in wildbg's contact.csv training positions, checkers that are supposed to be on the bar are instead placed in the default off section of the board.", author="u1")
    lend(P2_WILDBG27, [w27], P2_B_RACE, SAME, P2_TGAMES)

    ak2 = (U, "Support XG notes within Import positions. When there is a comment on a position in XG, it's gets copied with Ctrl+C.", "u1")
    rec(P2_ANKIG2, [ak2], "When pasting this into the Import Positions dialog, it should automatically fill the \"note\" of that position (Edit note...).", True, "pronoun", ["this", "that position"], "When pasting an XG position copied with Ctrl+C, comment included, into AnkiGammon's Import Positions dialog, the comment should automatically fill that position's note (Edit note...).", author="u1")
    lend(P2_ANKIG2, [ak2], P2_B_WILDBG, SAME, P2_WILDBG36)

    ak21 = (U, "Add cubeless equity and doubled cubeless equity. For some users, who wants to go deeper.", "u1")
    rec(P2_ANKIG21, [ak21], "Sometimes this information is need to understand best action.", True, "pronoun", ["this information"], "Sometimes cubeless equity and doubled cubeless equity are needed to understand the best cube action, so AnkiGammon should show them.", author="u1")

    ga = (U, "Important Update. " + P2_B_NUMBERED + " Currently, this important detail is overlooked, leading to confusion when reading the analysis.", "u1")
    rec(P2_GNUBGA, [ga], "Most of the issues have been addressed in a new release 1.0.3 which you can download", True, "ellipsis", ["the issues"], "Most of the reported gnubg-android issues, including the board numbering when the opponent is to play, have been addressed in release 1.0.3, which you can download.", author="u2")
    lend(P2_GNUBGA, [ga], P2_B_WILDBG, SAME, P2_WILDBG36)

    # ---- Scrabble and word games: blank tiles and word lists ----
    s306 = (U, "add \"blank\" option. Scrabble also has a BLANK tile which can be any word is not implemented in the solutions. Add a way for users to add a BLANK tile into the \"user tiles\" area", "u1")
    rec(P2_SSOLVER306, [s306], "@JavaNameConvention You can use the space bar to insert a blank tile on the rack.", True, "ellipsis", ["the rack"], "In scrabble-solver you can use the space bar to insert a blank tile on the rack of user tiles.", author="u2")
    lend(P2_SSOLVER306, [s306], P2_S_BLANKRULE, SAME, P2_HTMLSCRABBLE)

    s1 = (U, "Library usage. Hello, can I use this package as a library that helps me solving scrabbles just by giving it input characters? \n\nWhat I want to build is something like this: http://www.scrabble-solver.com/", "u1")
    s1a = "Hello,\n\nNot exactly. Please see this file: https://github.com/\nkamilmielnik/scrabble-solver/blob/master/scrabble-solver-\nbackend/src/solver/index.js"
    rec(P2_SSOLVER1, [s1], s1a, True, "ellipsis", ["Not exactly"], "scrabble-solver cannot be used as a library that solves just from input characters, not exactly; see its file https://github.com/kamilmielnik/scrabble-solver/blob/master/scrabble-solver-backend/src/solver/index.js", author="u2")
    s1b = "The `solve` function requires a `Board` instance and an array of `Tiles`.\nYou would need to prepare both."
    rec(P2_SSOLVER1, [s1, (A, s1a, "u2")], s1b, True, "ellipsis", ["The `solve` function"], "scrabble-solver's `solve` function requires a `Board` instance and an array of `Tiles`; to use it as a library you would need to prepare both.", author="u2")
    s1c = "`Board` would require some trickery. You could create a board that only has\n1 row and 7 columns. To see how to do that, you can check the unit tests."
    rec(P2_SSOLVER1, [s1, (A, s1a, "u2"), (A, s1b, "u2")], s1c, True, "ellipsis", ["`Board`", "the unit tests"], "Preparing scrabble-solver's `Board` for solving from input characters would require some trickery: you could create a board with only 1 row and 7 columns; scrabble-solver's unit tests show how.", author="u2")
    lend(P2_SSOLVER1, [s1], P2_S_TWO, SAME, P2_SKRAFL)

    fr = (U, "Blanks don't work. " + P2_S_README, "u1")
    rec(P2_FAYROSE, [fr], "I found that using # counts as the blank when entering the word to play, but afterwards I can't figure out how to have new words intersect with this blank tile.", True, "pronoun", ["this blank tile"], "In fayrose's Scrabble, typing # counts as a blank when entering the word to play, but afterwards I can't figure out how to have new words intersect with a blank tile already played.", author="u1")
    lend(P2_FAYROSE, [fr], P2_S_BLANKRULE, SAME, P2_HTMLSCRABBLE)

    sk = (U, "Add ability to permute rack with blank tile. " + P2_S_TWO, "u1")
    skq = "The permuter should be able to display all possible words including those that need the blank tile(s)."
    rec(P2_SKRAFL, [sk], skq, True, "ellipsis", ["The permuter"], "Skrafl's rack permuter should be able to display all possible words, including those that need the blank tile(s).", author="u1")
    # "It" is the dummy subject and the sentence names the two blank tiles: self-contained.
    rec(P2_SKRAFL, [sk, (U, skq, "u1")], "It is possible that two blank tiles will generate a huge number of possibilities so a limit of some sort needs to be considered.", False, SELF, [], None, author="u1")
    lend(P2_SKRAFL, [sk], P2_S_README, SELF, P2_FAYROSE)

    hs = (U, "Enforce filled blank. As-is: You have the option of leaving a blank tile blank", "u1")
    rec(P2_HTMLSCRABBLE, [hs], P2_S_BLANKRULE, False, SAME, [], None, author="u1")
    rec(P2_HTMLSCRABBLE, [hs, (U, P2_S_BLANKRULE, "u1")], "Solution:\nEnforce the choice of a letter. Remove option of leaving it blank.", True, "pronoun", ["it"], "Solution for html-scrabble: enforce choosing a letter for a blank tile, and remove the option of leaving a blank tile blank.", author="u1")
    lend(P2_HTMLSCRABBLE, [hs], P2_S_TWO, SAME, P2_SKRAFL)

    lk = (U, "wrong solution with blank and two identical letters ? Example (words in french...)\nEgRUGEAI is 30 points\nbut it only look for EGRUgEAI 24 points", "u1")
    lend(P2_LKESTELOOT, [lk], P2_S_TWO, SAME, P2_SKRAFL)
    lend(P2_LKESTELOOT, [lk], P2_S_README, SELF, P2_FAYROSE)

    an = (U, "Scrabble data. Copying this here so i din’t forget about it: \n\nseeing your anagram package on twitter reminded me to send you a link to the CSW15 text. This is the official word list of international scrabble.", "u1")
    anq = "It has a bunch of copyright issues associated with it, so not sure if you can use in the package."
    rec(P2_ANAGRAM, [an], anq, True, "pronoun", ["It", "the package"], "The CSW15 Scrabble word list has a bunch of copyright issues associated with it, so I'm not sure you can use it in the anagram package.", author="u1")
    anr = "Nevertheless - this is probably the most complete English word source."
    rec(P2_ANAGRAM, [an, (U, anq, "u1")], anr, True, "pronoun", ["this"], "Nevertheless, the CSW15 Scrabble word list is probably the most complete English word source.", author="u1")
    ans = "FYI, the [ScrabbleScore](https://cran.r-project.org/package=ScrabbleScore) package (cc: @willkurt) is largely out of date (uses TWL06, package last updated 2013-10-09) but has some useful functions which might have a home here, e.g. checking a word against the table (`is.twl06.word()`), scoring cleverly:"
    rec(P2_ANAGRAM, [an, (U, anq, "u1"), (U, anr, "u1")], ans, True, "ellipsis", ["here"], "FYI, the ScrabbleScore R package (cc: @willkurt) is largely out of date (uses TWL06, last updated 2013-10-09) but has some useful functions that might have a home in the anagram package, e.g. checking a word against the TWL06 table (`is.twl06.word()`) and scoring cleverly.", author="u2")

    he = (U, "Inconsistent Dictionaies. Currently the Collins dictionary (2019 edition I think) is used for the 5 letter guess list, as in the original game, but TWL06 is used for the other lengths, which is inconsistent for no reason.", "u1")
    heq = "This causes some words to be missing their plurals, or vice versa (for example, you cannot guess ADMINS)."
    rec(P2_HELLO, [he], heq, True, "pronoun", ["This"], "hello-wordl using Collins for 5-letter guesses but TWL06 for other lengths causes some words to be missing their plurals, or vice versa (for example, you cannot guess ADMINS).", author="u1")
    her = "The guess list should be Collins for all lengths for the sake of consistency."
    rec(P2_HELLO, [he, (U, heq, "u1")], her, True, "ellipsis", ["The guess list"], "hello-wordl's guess list should be the Collins dictionary for all word lengths, for the sake of consistency.", author="u1")
    hea = "I have been wondering all this time why Wordle and I have a different set of \"valid Scrabble words\", but now I understand."
    rec(P2_HELLO, [he, (U, heq, "u1"), (U, her, "u1")], hea, True, "ellipsis", ["now I understand"], "I have been wondering why Wordle and hello-wordl have different sets of valid Scrabble words; now I understand it is Collins versus TWL06.", author="u2")
    lend(P2_HELLO, [he], P2_S_README, SELF, P2_FAYROSE)
