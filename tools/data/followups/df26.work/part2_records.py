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
P2_MLX9 = P2_GH + "melexis/mlx90640-library/issues/9"
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
# ---- lightning detection: AS3935 sensors' false strikes and strike distances ----
P2_AS3935WEB = P2_GH + "pcfens/RPi-AS3935-Web/issues/3"
P2_AS3935PI = P2_GH + "pcfens/RaspberryPi-AS3935/issues/10"
P2_SOFASKIN = P2_GH + "weatherstorm/Sofaskin-CW9009/issues/20"
P2_FMI = P2_GH + "anand-p-r/fmi-hass-custom/issues/87"
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
P2_COBRA5 = P2_GH + "cobra18t/CobraPin/issues/5"
P2_COBRA6 = P2_GH + "cobra18t/CobraPin/issues/6"

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
P2_L_VARS = "It's likely that the variables one station uses are different from another."
# speedrunning
P2_R_TICKS = "Meaningful gameplay will only happen on physics ticks, so we can just count those and it levels the playing field for everyone :)"
P2_R_KEY = "By setting the split key in AutoSplit to the pause key of your timer, it will pause instead."
# electric bicycles
P2_E_FIRMWARES = "On some firmwares its impossible to change limit at all"
# pinball machines
P2_N_OHM = "A 4 Ohm coil would draw 12A, if I have three of them at the same time it is 36A"


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
    lend(P2_UHSDR911, [uh1], P2_M_PARIS, SAME, P2_MORSETALK)

    ki1 = (U, "CW iambic keyer issues. Your firmware version: 2.11.79 and 2.11.78\nUnable to get dits and dashses when using an iambic keyer. Attempt to reverse keyer on firmware but only dits or dashes, not both. When paddles are squeezed, runs as expected.\nI also tried downgrade firmware to v2.11.78 but still the same.", "u1")
    kia = "I cannot confirm. Here everything runs as expected. I hope you do not have connected an external iambic keyer. If so: you must use streight key mode. If you have connected paddles you maybe you have a connection issue to the plug."
    rec(P2_UHSDR1841, [ki1], kia, True, "ellipsis", ["I cannot confirm", "the plug"], "I cannot reproduce UHSDR firmware 2.11.79 giving only dits or only dashes with an iambic keyer: here everything runs as expected. If you connected an external iambic keyer you must use straight key mode; if you connected paddles, you may have a connection issue at the paddle plug.", author="u2")
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

    m92 = (U, "strange Behaviour of MLX90640. Hi, \nI use Mlx90640 with a SAMD21 microcntroller. My sensor works fine sometimes but it also behaves strangely:\n\n1- the maximum temperature measured when there are no people and no hot objects in the room is 33, so there is no difference when there is a person in the room.  It's normal?\n2- the maximum temperature sometimes rises to 50 and the minimum to 29, although the ambient temperature in the room is 23. I don't understand how.", "u1")
    m92a = "Hi,\n\nThis does not sound right. Can you share some more details and real data?\nWhen you say 'the maximum temperature' do you refer to the average temperature of the whole frame of to the\ntemperature of a single pixel?\nAre you sure there is no object in front of the sensor or some reflections (from mirrors, windows or other reflective materials)?"
    rec(P2_MLX92, [m92], m92a, True, "pronoun", ["This", "the maximum temperature", "the sensor"], "An MLX90640 on a SAMD21 reading a maximum of 33 in an empty room, and up to 50 with the room at 23, does not sound right. Can you share more details and real data? Is 'the maximum temperature' the average of the whole frame or a single pixel? Are you sure there is no object in front of the sensor or reflections from mirrors, windows or other reflective materials?", author="u2")
    m92q = "I am referring to the temperature of a single pixel.\nThere was no person in the room.  There are no reflective materials, because I always did the test in the same room and I had to get good values."
    rec(P2_MLX92, [m92, (A, m92a, "u2")], m92q, True, "ellipsis", ["the temperature of a single pixel"], "The MLX90640 maximum temperatures of 33 to 50 in a room at 23 are single-pixel temperatures; there was no person in the room and there are no reflective materials, as I always did the test in the same room and got good values before.", author="u1")

    m9 = (U, "Striped frames. I am writing regarding the SparkFun MLX90640 Arduino examples available on GitHub which are based on the mlx90640-library. I have successfully uploaded the Example2_OutputToProcessing sketch to an ESP32 board (\"ESP32 Dev Module\" from Arduino boards) and it works (parameters: 8Hz, Chess mode, 19 bit), but the frames coming from the ESP32 are striped (see example attached).", "u1")
    m9q = "I tried the sketch with different parameters (changing the refresh rate, resolution, mode, timing between subpage readings), but I am now I have no ideas how to fix it. Could you please give me any advice?"
    rec(P2_MLX9, [m9], m9q, True, "pronoun", ["the sketch", "it"], "I tried SparkFun's MLX90640 Example2_OutputToProcessing sketch on an ESP32 with different refresh rates, resolutions, modes and timings between subpage readings, but I have no idea how to fix its striped frames. Could you give me any advice?", author="u1")
    m9a = "I haven't seen anything quite like this- although images are usually pretty noisy and have a chessboard pattern emphasised by anything fast moving. Are you sure it's not the interpolation introducing errors?"
    rec(P2_MLX9, [m9, (U, m9q, "u1")], m9a, True, "pronoun", ["this", "the interpolation"], "I haven't seen striped MLX90640 frames like yours, although its images are usually pretty noisy with a chessboard pattern emphasised by anything fast moving. Are you sure it's not the interpolation of the frames introducing errors?", author="u2")

    ex1 = (U, "Changing emissivity, considering Voltage compensation? Hi \nThe default emissivity of the MLX90614 is 1. https://www.melexis.com/-/media/files/documents/datasheets/mlx90614-datasheet-melexis.pdf\nHow to consider this factor in the code or other ways when measuring different stuff? In my case, the leaf(the emissivity is about 0.95).", "u1")
    exq = "In the datasheet(page 37), the voltage is also affecting the object and sensor reading. How to deal with this?"
    rec(P2_EXXA, [ex1], exq, True, "ellipsis", ["the datasheet", "this"], "The MLX90614 datasheet (page 37) says the supply voltage also affects the object and sensor readings: how do I deal with that in esphome-customisations?", author="u1")
    exr = "Also, when I tested the sensor, I found the distance affected the reading(all FOV is covered), any solution to how to improve this?"
    rec(P2_EXXA, [ex1, (U, exq, "u1"), (U, exr, "u1")], "Closing this. ESPHome now supports the MLX90614 out of the box and includes defining emissivity.", True, "pronoun", ["this"], "Closing the esphome-customisations issue about changing MLX90614 emissivity: ESPHome now supports the MLX90614 out of the box, including defining emissivity.", author="u2")
    lend(P2_EXXA, [ex1], P2_T_DECOUPLE, SAME, P2_MLX77)

    st1 = (U, "Half pixels are dead. I have no idea what the problem could be, any suggestions ?", "u1")
    sta = "It seems that you only read subpage 1 of data. In chess mode, two pages of data should be merged into one page of data. You can refer to page 15 of the datasheet.\nWhich fream rate did you set?And the I2C clock frequency is?"
    rec(P2_STM32, [st1], sta, True, "ellipsis", ["subpage 1", "the datasheet"], "Half the MLX90640 pixels look dead with MLX90640-With-STM32 because you seem to read only subpage 1: in chess mode the two subpages should be merged into one frame (page 15 of the MLX90640 datasheet). Which frame rate and I2C clock frequency did you set?", author="u2")
    stq = "thanks for the response.\n\nI for the evaluation I just copied your main code.Yes I am i  chess mode, I changed frame rate to 4Hz and I believe I2C clock is 100khz. should I go for 400khz ?"
    str_ = "Okay I solved it \n\nTurns out you have to do:\nint status = MLX90640_GetFrameData(MLX90640_address, mlx90640Frame);\n2 times before getting Vdd or doing calculations"
    rec(P2_STM32, [st1, (A, sta, "u2"), (U, stq, "u1")], str_, True, "pronoun", ["it"], "I solved half the MLX90640 pixels being dead: you have to call MLX90640_GetFrameData(MLX90640_address, mlx90640Frame) 2 times before getting Vdd or doing calculations.", author="u1")
    lend(P2_STM32, [st1], P2_T_DECOUPLE, SAME, P2_MLX77)

    # ---- backgammon: engines, position IDs and the doubling cube ----
    b5 = (U, "Cube evaluation (round 2). Hey @foochu \nhope you're well - been a while!\n\nI was trying to align your code with the GNUBG code to understand what is required to implement the AI deciding whether to double (cube) and take/drop the cube.", "u1")
    b5q = "The concept of a `_CubeInfo` object exists. I think you need to do this to get GNUBG to tell you the best move to make, but i think the missing part is including whether that move is to double is the missing key here. Is that correct?"
    rec(P2_BGWEB5, [b5], b5q, True, "pronoun", ["this", "that move"], "bgweb-api has the concept of GNUBG's `_CubeInfo` object, which I think you need to get GNUBG to tell you the best move; is the missing part for cube decisions including whether the move is to double?", author="u1")
    b5r = "What are the chances you can help me get a cube decision out of the AI here? It would be the awesome missing piece to this project"
    rec(P2_BGWEB5, [b5, (U, b5q, "u1")], b5r, True, "pronoun", ["the AI here", "this project"], "What are the chances you can help me get a doubling-cube decision out of bgweb-api's GNUBG-based AI? It would be the missing piece of bgweb-api.", author="u1")

    b2 = (U, "GNUbg ID/XGID board positions. Can this port interpret XGID board positions - the [GNU docs](https://www.gnu.org/software/gnubg/manual/gnubg.html) suggest GNU backgammon can but wondering if this port includes that?\n\nWould you consider adding it?\nThanks", "u1")
    b2a = "Hi again! \n\nNo, that feature is missing here unfortunately. Without looking at the original code, I'd imagine that is a lot smaller task compared to the cube decision effort. Don't want to promise anything, but who knows if the right inspiration hits ;)"
    rec(P2_BGWEB2, [b2], b2a, True, "pronoun", ["that feature", "the original code"], "No, bgweb-api cannot interpret GNUbg IDs or XGID board positions, unfortunately. Without looking at GNU Backgammon's original code, I'd imagine adding it is a much smaller task than the cube decision effort; no promises.", author="u2")
    b2q = "be cool to add this - as your library can become a basis for upgrading GnuBG (which sadly the original is hard to compile these days, but yours is a good step of the way to an awesome replacement!)"
    rec(P2_BGWEB2, [b2, (A, b2a, "u2")], b2q, True, "pronoun", ["this", "your library"], "It would be cool to add XGID position parsing to bgweb-api, as it can become a basis for upgrading GnuBG (the original is hard to compile these days).", author="u1")
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

    tg = (U, "Backgammon Genetic on PubEval. Run the Backgammon genetic algorithm using the vector that the pubeval algorithm uses. Perhaps use the pubeval weights as the base for random variation.", "u1")
    rec(P2_TGAMES, [tg], P2_B_RACE, False, SAME, [], None, author="u1")
    rec(P2_TGAMES, [tg, (U, P2_B_RACE, "u1")], "Look into heuristics for doubling and accepting doubles as well.", True, "ellipsis", ["as well"], "For t_games' backgammon bots, besides the genetic algorithm on pubeval and racing heuristics, also look into heuristics for doubling and accepting doubles.", author="u1")
    rec(P2_TGAMES, [tg, (U, P2_B_RACE, "u1"), (U, "Look into heuristics for doubling and accepting doubles as well.", "u1")], "Early simulations are going no where. The O player never wants to move his pieces off the 1 point.", True, "ellipsis", ["Early simulations"], "Early simulations of t_games' backgammon genetic algorithm on pubeval are going nowhere: the O player never wants to move his pieces off the 1 point.", author="u1")

    bt = (U, "parsing a GNUBG ID. Hey, this is impressive work and clearly a lot went into this. Apologies for this question....\nI'm interested in parsing GNUBG IDs however I can't quite get my head around the [algorithm specified here](https://www.gnu.org/software/gnubg/manual/html_node/A-technical-description-of-the-Position-ID.html)", "u1")
    btq = "I think this is the [point](https://github.com/gtzampanakis/bgtrain/blob/42250d365a96dc137d05dcf98bfc93294c1dd00f/static/diagram.js#L615) in your code where you are doing it? Is that correct?"
    rec(P2_BGTRAIN, [bt], btq, True, "pronoun", ["your code", "it"], "Is bgtrain's static/diagram.js line 615 (https://github.com/gtzampanakis/bgtrain/blob/42250d365a96dc137d05dcf98bfc93294c1dd00f/static/diagram.js#L615) where it parses GNUBG position IDs?", author="u1")
    bta = "The code you are looking for is in the function setDataFromGnuId . Follow it line by line and you will get what you need."
    rec(P2_BGTRAIN, [bt, (U, btq, "u1")], bta, True, "ellipsis", ["The code you are looking for"], "bgtrain's code for parsing GNUBG position IDs is in the function setDataFromGnuId; follow it line by line and you will get what you need.", author="u2")
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
    lend(P2_ANKIG2, [ak2], P2_B_NUMBERED, SAME, P2_GNUBGA)

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
    rec(P2_SSOLVER1, [s1], s1a, True, "ellipsis", ["Not exactly"], "Not exactly: scrabble-solver cannot simply be used as a library that solves from input characters; see its file https://github.com/kamilmielnik/scrabble-solver/blob/master/scrabble-solver-backend/src/solver/index.js", author="u2")
    s1b = "The `solve` function requires a `Board` instance and an array of `Tiles`.\nYou would need to prepare both."
    rec(P2_SSOLVER1, [s1, (A, s1a, "u2")], s1b, True, "ellipsis", ["The `solve` function"], "scrabble-solver's `solve` function requires a `Board` instance and an array of `Tiles`; to use it as a library you would need to prepare both.", author="u2")
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
    ans = "FYI, the [ScrabbleScore](https://cran.r-project.org/package=ScrabbleScore) package (cc: @willkurt) is largely out of date (uses TWL06, package last updated 2013-10-09) but has some useful functions which might have a home here, e.g. checking a word against the table (`is.twl06.word()`), scoring cleverly:"
    rec(P2_ANAGRAM, [an, (U, anq, "u1"), (U, anr, "u1")], ans, True, "ellipsis", ["here"], "FYI, the ScrabbleScore R package (cc: @willkurt) is largely out of date (uses TWL06, last updated 2013-10-09) but has some useful functions that might have a home in the anagram package, e.g. checking a word against the TWL06 table (`is.twl06.word()`) and scoring cleverly.", author="u2")

    he = (U, "Inconsistent Dictionaies. Currently the Collins dictionary (2019 edition I think) is used for the 5 letter guess list, as in the original game, but TWL06 is used for the other lengths, which is inconsistent for no reason.", "u1")
    heq = "This causes some words to be missing their plurals, or vice versa (for example, you cannot guess ADMINS)."
    rec(P2_HELLO, [he], heq, True, "pronoun", ["This"], "hello-wordl using Collins for 5-letter guesses but TWL06 for other lengths causes some words to be missing their plurals, or vice versa (for example, you cannot guess ADMINS).", author="u1")
    her = "The guess list should be Collins for all lengths for the sake of consistency."
    rec(P2_HELLO, [he, (U, heq, "u1")], her, True, "ellipsis", ["The guess list"], "hello-wordl's guess list should be the Collins dictionary for all word lengths, for the sake of consistency.", author="u1")
    lend(P2_HELLO, [he], P2_S_README, SELF, P2_FAYROSE)

    # ---- air quality: low-cost particulate-matter (PM2.5) sensors ----
    os1 = (U, "Humidity correction or disclaimer for lack thereof. Several air quality researchers are increasingly signaling that consumer grade sensors and citizen science sensors do not take into account the influence of humidity on particle concentration readings. They fear it leads to citizens and policy makers drawing wrong conclusions.", "u1")
    rec(P2_OSEM, [os1], P2_P_70 + " Which is why the operating range of the SDS011 has an upper limit at 70%.", False, SAME, [], None, author="u1")
    os2 = (U, P2_P_70 + " Which is why the operating range of the SDS011 has an upper limit at 70%.", "u1")
    osq = "While openSenseMap already warns about raw data, we could perhaps clarify the presentation on the map further."
    rec(P2_OSEM, [os1, os2], osq, True, "ellipsis", ["further"], "While openSenseMap already warns about raw data, it could perhaps clarify further on the map how humidity influences low-cost particulate-matter sensor readings.", author="u1")
    # The drift sentence names sensors, humidity and factory variation in full; "that" points inside the message.
    rec(P2_OSEM, [os1, os2, (U, osq, "u1")], P2_P_DRIFT + " For that we should look into calibration.", False, SELF, [], None, author="u1")

    ha = (U, "humidity correlation / additional measurements submitment. there is a function (in hackair.cpp) to correlate the measurement from the dust sensor with the humidity.\nBut we do not use them to calculate the fixed values.", "u1")
    haq = "We should use the temperature and humidity values within the api and store them at least online."
    rec(P2_HACKAIR, [ha], haq, True, "ellipsis", ["the api", "them"], "hackAIR should use the temperature and humidity values within its API and at least store them online alongside the dust sensor measurements.", author="u1")
    har = "We could then flag then the measurements as invalid if we have environmental parameters which are out of range of the dust sensor."
    rec(P2_HACKAIR, [ha, (U, haq, "u1"), (U, har, "u1")], P2_P_SDS, False, SAME, [], None, author="u1")
    hsa = "We started using the adjusted value in the latest releases but making the humidity measurement submittable is up to the API team. We could however add some local checks about the sensor's limits and discard invalid measurements."
    rec(P2_HACKAIR, [ha, (U, haq, "u1"), (U, har, "u1"), (U, P2_P_SDS, "u1")], hsa, True, "ellipsis", ["the adjusted value", "the sensor's limits"], "hackAIR-Arduino started using the humidity-adjusted dust value in its latest releases, but making the humidity measurement submittable is up to the API team; we could add local checks of the SDS011's limits and discard invalid measurements.", author="u2")
    lend(P2_HACKAIR, [ha], P2_P_DRIFT, SAME, P2_OSEM)

    pm = (U, "PM standard vs under atmospheric environment. Hi,\n\nIn PMS5003 datasheet I've found that the sensor is returning 2 different PM values. There is a value described as ```CF=1，standard particle``` and a value described as ```under atmospheric environment```. Do you know what is the difference between, for example PM10 standard and PM10 under atmospheric environment? Which value is being read by this library? Is there a possibility to read the other value using this library?", "u1")
    pmq = "I have found out that in the newest version of the library it is possible to get both parameters from the sensor by defining tsi_mode to true or false in ```read(bool tsi_mode, bool truncated_num)``` function."
    rec(P2_PMSERIAL, [pm], pmq, True, "ellipsis", ["the library", "both parameters"], "In the newest version of PMserial you can read both PMS5003 values, CF=1 standard and atmospheric environment, by setting tsi_mode to true or false in the read(bool tsi_mode, bool truncated_num) function.", author="u1")
    pmr = "So the remaining question is: What are the differences between standard and ATM and which one is better to use in monitoring air pollution in outside environment?"
    rec(P2_PMSERIAL, [pm, (U, pmq, "u1")], pmr, True, "ellipsis", ["the remaining question", "standard and ATM"], "What are the differences between the PMS5003's CF=1 standard and ATM (atmospheric environment) PM values, and which one is better for monitoring outdoor air pollution?", author="u1")
    pma = "As far as I understand the `CF=1` variables are \"raw\" estimates from the particle counts, assuming a fix particle radius and composition (likely used for used for factory calibration and quality control). The `ATM` variables (default) are compensated for \"real\" particles."
    rec(P2_PMSERIAL, [pm, (U, pmq, "u1"), (U, pmr, "u1")], pma, True, "ellipsis", ["the `CF=1` variables", "The `ATM` variables (default)"], "As far as I understand, the PMS5003's CF=1 values read by PMserial are raw estimates from the particle counts assuming a fixed particle radius and composition (likely for factory calibration and quality control), while the ATM values, PMserial's default, are compensated for real particles.", author="u2")
    lend(P2_PMSERIAL, [pm], P2_P_70, SAME, P2_OSEM)
    lend(P2_PMSERIAL, [pm], P2_P_SDS, SAME, P2_HACKAIR)

    # ---- lightning detection: AS3935 sensors' false strikes and strike distances ----
    lw = (U, "Sensitivity problems not really an issue as such. I have set up the AS3935 on a PiZero up above the gable end of my house. " + P2_L_REMOTE + "\nI am getting lots of strikes even on a clear day with no clouds. I am keeping an eye on Met Eireann for strikes.", "u1")
    lwq = "I have sensor.set_indoors(False) and I guess looking at the code I need to raise the noise floor. \nFrom your experience have you found a setting which works for you?"
    rec(P2_AS3935WEB, [lw], lwq, True, "ellipsis", ["the code", "a setting"], "My outdoor AS3935 on a Pi Zero reports lots of false lightning strikes with sensor.set_indoors(False), and from RPi-AS3935-Web's code I guess I need to raise the noise floor; from your experience, have you found a noise-floor setting that works?", author="u1")
    lwr = "I am going to try a setting of 3 (I see the max is 7) and if that is too much reduce it."
    rec(P2_AS3935WEB, [lw, (U, lwq, "u1")], lwr, True, "ellipsis", ["a setting of 3", "it"], "I am going to try an AS3935 noise floor setting of 3 (the max is 7), and reduce it if 3 is too much.", author="u1")
    lwa = "I've re-worked my setup and don't use this code much anymore, but I think before I switched I was moving the noise floor up and down dynamically based on how noisy things seem to be."
    rec(P2_AS3935WEB, [lw, (U, lwq, "u1"), (U, lwr, "u1")], lwa, True, "pronoun", ["this code"], "I don't use RPi-AS3935-Web much anymore, but before I switched I was moving the AS3935's noise floor up and down dynamically based on how noisy things seemed to be.", author="u2")
    lend(P2_AS3935WEB, [lw], P2_L_SUNNY, SELF, P2_AS3935PI)

    lp = (U, "Constant false detection. I just got my sensor ( MOD-1016 v6 ) and pi setup. It seems to connect up properly but it is giving lots of false positives. \n" + P2_L_SUNNY + " The box is inside at the moment.", "u1")
    lpq = "Could it just be some sort of interference or a calibration issue?"
    rec(P2_AS3935PI, [lp], lpq, True, "pronoun", ["it"], "Could the constant false lightning detections from my MOD-1016 v6 AS3935 sensor on a Raspberry Pi just be some sort of interference or a calibration issue?", author="u1")
    lpr = "I modified the sensor address to be sensor = RPi_AS3935(address=0x03, bus=1)"
    rec(P2_AS3935PI, [lp, (U, lpq, "u1")], lpr, True, "ellipsis", ["the sensor address"], "For my MOD-1016 v6 AS3935 on a Raspberry Pi B+, I modified RaspberryPi-AS3935's sensor address to sensor = RPi_AS3935(address=0x03, bus=1).", author="u1")
    lend(P2_AS3935PI, [lp], P2_L_REMOTE, SAME, P2_AS3935WEB)

    sf = (U, "Lightning distance. Hello and Season's Greetings. In advance of the new year I've acquired a lightning detector and made some mods to my web site which borrows from yours (acknowledged). Thanks for your \"lightning bug\" fix. However, I am seeing\n\nAverage Strike Distance | $day.lightning_avg_distance.avg\n\ninstead of a value reported for the average distance (expected value zero atm).", "u1")
    sfq = "I haven't yet had time to look into it but am wondering if you have a variable declared in weewx.conf or what I'm missing here."
    rec(P2_SOFASKIN, [sf], sfq, True, "pronoun", ["it", "a variable"], "My Sofaskin-CW9009-based weewx site shows '$day.lightning_avg_distance.avg' instead of the average lightning strike distance: do you declare a variable for it in weewx.conf, or what am I missing?", author="u1")
    sfa = "Happy Holidays! So I am using the driver mapped parameters for a WeatherFlow Tempest Station which might be different from your variable map used by your weather station."
    rec(P2_SOFASKIN, [sf, (U, sfq, "u1")], sfa, True, "ellipsis", ["the driver mapped parameters", "your variable map"], "Sofaskin-CW9009's lightning distance uses the weewx driver's mapped parameters for a WeatherFlow Tempest station, which might differ from the variable map of your weather station's driver.", author="u2")
    sfb = (A, sfa + " I would check your station documentation to see what lightning data is sent from your station.", "u2")
    rec(P2_SOFASKIN, [sf, (U, sfq, "u1"), sfb], P2_L_VARS, False, SELF, [], None, author="u2")
    lend(P2_SOFASKIN, [sf], P2_L_SUNNY, SELF, P2_AS3935PI)

    fm = (U, "Lightning sensor range. I think that 500 km is a bit too much for the lightning sensor.\nSomething like 100 km would be better in my opinion.", "u1")
    fmq = "New settings come to visible and can set them.\nLooks like it works ok. Don't know about the real radius yet. I set it to 100 km."
    rec(P2_FMI, [fm], fmq, True, "pronoun", ["New settings", "it"], "The new lightning sensor range setting of fmi-hass-custom is visible and can be set; it looks like it works, though I don't know the real radius yet. I set the range to 100 km.", author="u1")
    fmr = "I'm pleased with 50 km around of Turku.\nDon't need to know any lightnings further."
    rec(P2_FMI, [fm, (U, fmq, "u1")], fmr, True, "ellipsis", ["50 km"], "I'm pleased with a 50 km fmi-hass-custom lightning sensor range around Turku; I don't need to know of lightning strikes further away.", author="u1")
    rec(P2_FMI, [fm, (U, fmq, "u1"), (U, fmr, "u1")], "ok, I tested it and seems to calculating it quite right (close enough at least). I will merge the PR.", True, "pronoun", ["it", "the PR"], "I tested fmi-hass-custom's configurable lightning sensor range and it seems to calculate the radius quite right (close enough at least); I will merge the pull request.", author="u2")
    lend(P2_FMI, [fm], P2_L_VARS, SELF, P2_SOFASKIN)
    lend(P2_FMI, [fm], P2_L_REMOTE, SAME, P2_AS3935WEB)

    # ---- speedrunning: autosplitters, load removal and timers ----
    au = (U, "Load Time Remover. Hello, I've just tried out this tool for Mario Kart 8 Deluxe and it's working really well for splitting at the loading screen. However, I was wondering if there could be a feature in this tool to automatically pause whenever the loading screen shows.", "u1")
    aua = "The plan isn't to use this as a load time remover at the current time."
    rec(P2_AUTOSPLIT, [au], aua, True, "pronoun", ["this"], "The plan isn't to use AutoSplit as a load time remover at the current time.", author="u2")
    aub = "However, I can propose a solution to potentially use it as is for that. " + P2_R_KEY + " You will need two images per \"loading zone\", one for the initial pause and another to unpause."
    rec(P2_AUTOSPLIT, [au, (A, aua, "u2")], aub, True, "pronoun", ["it", "that"], "You can use AutoSplit as is for load removal: set AutoSplit's split key to your timer's pause key and it will pause instead of splitting; you need two images per loading zone, one to pause and one to unpause.", author="u2")
    auc = "If you would like a load remover, get in touch with me on this repository. https://github.com/ROMaster2/LiveSplit.VideoAutoSplit"
    # Names the load remover and links the repository it means: "this repository" is the link.
    rec(P2_AUTOSPLIT, [au, (A, aua, "u2"), (A, aub, "u2")], auc, False, SELF, [], None, author="u3")
    lend(P2_AUTOSPLIT, [au], P2_R_TICKS, SELF, P2_ROTA)

    pa = (U, "Load Removal? Is it possible for this tool to support load removal?", "u1")
    rec(P2_PYAUTOSPLIT, [pa], "Out of scope.", True, "ellipsis", ["Out of scope"], "Load removal is out of scope for pyautosplit.", author="u2")
    pab = "Wait this tool pertains to a particular game? I was only speaking of general support for pausing and unpausing the timer for load removal."
    pa2 = (A, "Out of scope.\n\nIf you want to remove the fake loading screen, then use the 2.3 beta on Steam (VVVVVV's source code got released!), or if you want to stay on 2.2, then look [at this](https://tolp.nl/forum/index.php?topic=2549.0).", "u2")
    rec(P2_PYAUTOSPLIT, [pa, pa2], pab, True, "pronoun", ["this tool"], "Does pyautosplit pertain to a particular game (VVVVVV)? I was only asking about general support for pausing and unpausing the timer for load removal.", author="u1")
    pac = "Yeah, it was originally written for VVVVVV (which has an unusual memory layout in that every single thing is allocated on the stack, so this tool was created to read memory off the stack). Sorry for misunderstanding."
    rec(P2_PYAUTOSPLIT, [pa, pa2, (U, pab, "u1")], pac, True, "pronoun", ["it", "this tool"], "Yes, pyautosplit was originally written for VVVVVV, whose unusual memory layout allocates everything on the stack, so pyautosplit was created to read memory off the stack. Sorry for misunderstanding your load-removal question.", author="u2")
    lend(P2_PYAUTOSPLIT, [pa], P2_R_KEY, SELF, P2_AUTOSPLIT)

    hk = (U, "Look into load-removal for dying, creating a shade, and respawning after. > is there any way the autosplitter could get fixed to remove timed loads in death splits for shades? Vypurr loses like 0.4 to me in that split because the timer does not stop despite the game taking more time for worse pcs to actually load in", "u1")
    rec(P2_HKSPLIT, [hk], "Edit: this might only be a problem on 1221, not on LP:", True, "pronoun", ["this"], "The Hollow Knight autosplitter not removing timed loads in shade death splits might only be a problem on patch 1221, not on the Lifeblood patch (LP).", author="u1")
    lend(P2_HKSPLIT, [hk], P2_R_TICKS, SELF, P2_ROTA)

    ro = (U, "Speedrunning improvements and Autosplitter. Howdy! I've really enjoyed playing this game, and since it has a built-in speedrun timer, that immediately piqued my interest! This pull request makes a few changes which should make this game a bit more friendly for speedrunning, as well as a few very minor cleanups.", "u1")
    roq = "For timing, rather than using the delta time from `_process` and accumulating over time, instead we discretely count physics ticks in `_physics_process` and base our timers on that."
    rec(P2_ROTA, [ro], roq, True, "ellipsis", ["our timers"], "For ROTA's speedrun timing, rather than accumulating the delta time from `_process`, this pull request counts physics ticks in `_physics_process` and bases the game's timers on that count.", author="u1")
    ror = "This is better for competition since the delta time on a frame can fluctuate a bit depending on the user's PC activity, and can also run at different intervals based on the monitor's refresh rate/vsync/etc."
    rec(P2_ROTA, [ro, (U, roq, "u1"), (U, ror, "u1")], P2_R_TICKS, False, SELF, [], None, author="u1")
    lend(P2_ROTA, [ro], P2_R_KEY, SELF, P2_AUTOSPLIT)

    # ---- electric bicycles: Bafang controller speed limits ----
    ob = (U, "Speed limit. Hi, i have to say that u are doing a amazing job!\nbut i have a question, there is no way to used to change the speed limit?\ni cant do it slower or faster the programm changes it automatically to 25km", "u1")
    oba = "No. If limit is bigger than 25kmh program will not change it at all. Only if limit is 25kmh on start, you can set it lower or back to 25. " + P2_E_FIRMWARES
    rec(P2_OBT21, [ob], oba, True, "ellipsis", ["No.", "program"], "OpenBafangTool does not change a Bafang speed limit above 25 km/h at all; only if the limit is 25 km/h at the start can you set it lower or back to 25. On some firmwares it is impossible to change the speed limit at all.", author="u2")
    obb = "Probably you have firmware with locked limit"
    obc = "hi, yes the controller comes with 25km/h from stock, but in the besst app from bafang is possible to change the speed, but in your app i cant change it (lower or higher) the app set it again on 25km/h same happen with the circunference of the wheel and wheel size"
    rec(P2_OBT21, [ob, (A, oba, "u2"), (A, obb, "u2")], obc, True, "pronoun", ["the controller", "your app", "it"], "My Bafang controller came with a 25 km/h limit from stock and Bafang's BESST app can change it, but in OpenBafangTool I can't set it lower or higher: the app sets it back to 25 km/h, and the same happens with the wheel circumference and wheel size.", author="u1")

    o6 = (U, "Support for hub motors. Does the software also support the hub motors from Bafang?\n\nDocumentation only lists mid motors, and it says \"or any other\"", "u1")
    o6q = "I am especially asking for the H640 and [H400B](https://varstrom.com/products/bafang-500w-48v-rear-hub-cassette_1)."
    rec(P2_OBT6, [o6], o6q, True, "ellipsis", ["especially"], "Does OpenBafangTool support Bafang's H640 and H400B hub motors (https://varstrom.com/products/bafang-500w-48v-rear-hub-cassette_1)?", author="u1")
    o6a = "Yes, if moyor has bafang controller. All kinds of controllers, manufactured by bafang are supported"
    rec(P2_OBT6, [o6, (U, o6q, "u1")], o6a, True, "ellipsis", ["Yes"], "OpenBafangTool supports a Bafang hub motor if the motor has a Bafang controller: all kinds of controllers manufactured by Bafang are supported.", author="u2")
    o6b = "I don't know what kind of controller is inluded in this kit. If its bafang its supported, if some other brand no"
    rec(P2_OBT6, [o6, (U, o6q, "u1"), (A, o6a, "u2")], o6b, True, "pronoun", ["this kit"], "I don't know which controller comes with the varstrom Bafang H400B hub motor kit: if it is a Bafang controller OpenBafangTool supports it, if another brand, no.", author="u2")

    bs = (U, "How to adjust maximum speed for Bafang CAN controllers. See my notes on https://kaspars.net/blog/bafang-canbus", "u1")
    bsq = "Requires sending `3203` code and subcode for \"speed limit, wheel diameter and circumference\" with the following byte values with the little-endian byte order:\n\n- `0x1770` is 6000 or 60km/h × 100,\n- `0x2BC0` is 700 or 700c wheel diameter (29-inch), and\n- `0x08B6` is 2230 or 2230mm wheel circumference."
    rec(P2_BESST, [bs], bsq, True, "ellipsis", ["Requires"], "Adjusting the maximum speed of a Bafang CAN controller requires sending code `3203` with the subcode for speed limit, wheel diameter and circumference, with little-endian byte values: `0x1770` (6000, 60 km/h × 100), `0x2BC0` (700, a 700c 29-inch wheel) and `0x08B6` (2230 mm circumference).", author="u1")
    lend(P2_BESST, [bs], P2_E_FIRMWARES, SELF, P2_OBT21)

    bf = (U, "Other BAFANG bicycles? Hi Wart,\n\nGreat work! Is this just for veloretti bikes or also other bikes with a BAFANG engine?", "u1")
    rec(P2_BAFANGSPEED, [bf], "I was wondering the same thing! Anyone?", True, "ellipsis", ["the same thing"], "I was also wondering whether BafangSpeedAdjust works only for Veloretti bikes or also for other bikes with a Bafang motor. Anyone?", author="u2")
    rec(P2_BAFANGSPEED, [bf, (U, "I was wondering the same thing! Anyone?", "u2")], "I tried on a QWIC bike with the same Bafang m200 motor, and I couldn't get output", True, "ellipsis", ["the same Bafang m200 motor"], "I tried BafangSpeedAdjust on a QWIC bike with the Bafang M200 motor that Veloretti bikes use, and I couldn't get any output.", author="u3")
    lend(P2_BAFANGSPEED, [bf], P2_E_FIRMWARES, SELF, P2_OBT21)

    # ---- pinball machines: solenoid and flipper drivers ----
    wp = (U, "Active solenoids when game is started. once game is started those solenoids are enabled\n\nMM: 2, 34, 36 (TROUGH EJECT, LEFT TROLL, RIGHT TROLL)\nMB: 31, 32, 34, 36 (LOWER LEFT FLIPPER, LOWER LEFT FLIPPER, NOT USED, NOT USED)\nCC: 9, 34, 36 (TROUGH EJECT, NOT USED, BART TOY HAT)\nCV: 9, 32, 34, 36 (TROUGH EJECT, LOWER LEFT FLIPPER, DIVERTER HOLD, UPPER POST)", "u1")
    rec(P2_WPCEMU, [wp], "*COS*:\n- why are solenoid 34 and 36 always on?", True, "ellipsis", ["solenoid 34 and 36"], "In wpc-emu, why are solenoids 34 and 36 always on once a game is started?", author="u1")
    wq = "case OP.WPC95_FLIPPER_COIL_OUTPUT:\n        console.log('WPC95_FLIPPER_COIL_OUTPUT', value);\n        debug('WRITE', REVERSEOP[offset], value);\n        this.outputSolenoidMatrix.writeFliptronic(value);\n        break;\n\nthis asic code is VERY wrong!"
    rec(P2_WPCEMU, [wp, (U, "*COS*:\n- why are solenoid 34 and 36 always on?", "u1")], wq, True, "pronoun", ["this asic code"], "wpc-emu's ASIC code for WPC95_FLIPPER_COIL_OUTPUT, which writes the value to the solenoid matrix with writeFliptronic, is very wrong.", author="u1")
    lend(P2_WPCEMU, [wp], P2_N_OHM, SELF, P2_COBRA6)

    pp = (U, "Added flipper relay to enable_flippers code for wpcAlphanumeric (requires flipperRelay). This is integrating code from this forum link into the standard code:\n\nhttp://www.pinballcontrollers.com/forum/index.php?topic=116.0", "u1")
    ppq = "This will enable or disable a coil called flipperRelay on flipper enabling if the machine type is wpcAlphanumeric."
    rec(P2_PYPROCGAME, [pp], ppq, True, "pronoun", ["This"], "This pyprocgame pull request will enable or disable a coil called flipperRelay when flippers are enabled if the machine type is wpcAlphanumeric.", author="u1")
    lend(P2_PYPROCGAME, [pp], P2_N_OHM, SELF, P2_COBRA6)

    cb = (U, "Issue with Coil power output. Hi,\n\non testing flipper fingers some smoke came from the board :-( I would like to understand what went wrong to avoid this mistake in the future. I assume one of the transistors is burned.", "u1")
    cbq = "Question 1:\nThe documentation says the max fuse used for the coil power should be 10A. I used one of the 10A fuses. After the issue the fuse is still okay.  Aren't the transistors rated for 10A that they burn? My understanding here is that the fuse should protect the electric components, why is it not?"
    rec(P2_COBRA5, [cb], cbq, True, "ellipsis", ["The documentation", "the issue", "the transistors"], "CobraPin's documentation says the coil power fuse should be at most 10A; I used a 10A fuse and it is still okay after a transistor burned while testing flipper fingers. Aren't the transistors rated for 10A? Shouldn't the fuse protect the electronic components?", author="u1")
    cbr = "Question 2:\nThe output in question (main coil, not hold coil) shows now constantly 24V as output (I am using for my test 24V power supply). Based on that I assume that my transistor is dead for that output."
    rec(P2_COBRA5, [cb, (U, cbq, "u1")], cbr, True, "ellipsis", ["The output in question", "that output"], "After smoke came from my CobraPin board while testing flipper fingers, the flipper's main-coil output (not the hold coil) now shows a constant 24V with my 24V test supply, so I assume that output's transistor is dead.", author="u1")

    cs = (U, "Seek guidance to size power supply. Hello,\n\nI seek some guidance what is the right size (wattage) of the power supply to choose. I neither want to buy a crazy big power supply, neither it should not have too little wattage that I start buying a second one in half a year.", "u1")
    rec(P2_COBRA6, [cs], P2_N_OHM, False, SELF, [], None, author="u1")
    cs2 = (U, P2_N_OHM + ", if the 10 Ohm coil is good for my purpose I have 2*12A + 5A = 29A of electrical current. That would be 1400 - 1800 W - I cannot believe that I need that. Of course current will only be drawn for 20-40ms and we have the large capacitors on the cobra board to buffer. I have no idea how to factor that into my thoughts.", "u1")
    csq = "Any guidance, what coils would be good, how to come to a reasonable (and somewhat reliable) result?"
    rec(P2_COBRA6, [cs, cs2], csq, True, "ellipsis", ["Any guidance", "a reasonable (and somewhat reliable) result"], "Any guidance on which pinball coils would be good with a CobraPin board, and how to reach a reasonable and somewhat reliable power supply size?", author="u1")
    rec(P2_COBRA6, [cs, cs2, (U, csq, "u1")], "I have a 48V 7.5A supply.", True, "ellipsis", ["I have"], "I power my CobraPin pinball coils with a 48V 7.5A supply.", author="u2")
