"""df24 part 2 record blocks (helper cdf2, twentieth pass): threads from areas far from software
engineering tooling; one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1" the thread's
opener, "u2" the next distinct person, ...; a lent (paired) question's speaker is None."""
# ruff: noqa: E501

# ==== part 2 (helper cdf2, twentieth pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# ---- load cells: HX711 reading drift ----
P2_HX711PY = P2_GH + "tatobari/hx711py/issues/7"  # lends only (its opener is not in the excerpt)
P2_HXADC34 = P2_GH + "olkal/HX711_ADC/issues/34"
P2_HXADC64 = P2_GH + "olkal/HX711_ADC/issues/64"
P2_GANDALF = P2_GH + "gandalf15/HX711/issues/45"
P2_DIYSCALE = P2_GH + "Nailik/DIY-Scale/issues/1"
P2_HXPICO = P2_GH + "endail/hx711-pico-mpy/issues/5"
P2_BEDSCALE = P2_GH + "ptwz/bedscale/issues/1"
P2_CGSCALE = P2_GH + "olkal/CG_scale/issues/17"
P2_OPENGBW = P2_GH + "jb-xyz/openGBW/issues/1"
P2_IOTSCALE = P2_GH + "Pabreetzio/IotScale/issues/5"
# ---- genealogy: GEDCOM date values ----
P2_PYGENEA = P2_GH + "Thimxx/pyGenealogical-Tools/issues/76"
P2_FAMILYGEM = P2_GH + "michelesalvador/FamilyGem/issues/91"
P2_GRAMPS = P2_GH + "gramps-project/gramps/pull/2327"
P2_GENEWEB320 = P2_GH + "geneweb/geneweb/issues/320"
P2_GENEWEB2536 = P2_GH + "geneweb/geneweb/pull/2536"
P2_GRAMPSWEB = P2_GH + "gramps-project/gramps-web-api/issues/438"
P2_GED4PY = P2_GH + "andy-z/ged4py/issues/44"
# ---- phylogenetics: bootstrap support values in Newick trees ----
P2_BIOPYTHON = P2_GH + "biopython/biopython/issues/888"
P2_PHYLOTREE = P2_GH + "lucblassel/phylotree-rs/issues/15"
P2_BIOCAML = P2_GH + "biocaml/phylogenetics/issues/16"
P2_PHYLOJL102 = P2_GH + "EcoJulia/Phylo.jl/issues/102"
P2_PHYLOJL74 = P2_GH + "EcoJulia/Phylo.jl/issues/74"
P2_CASSIOPEIA = P2_GH + "YosefLab/Cassiopeia/pull/232"
P2_ETE = P2_GH + "etetoolkit/ete/issues/378"
P2_PHYLOCOM = P2_GH + "phylocom/phylocom/issues/16"
# ---- the game of Go: komi and handicap stones in engine analysis ----
P2_LIZZIE = P2_GH + "featurecat/lizzie/issues/681"
P2_MASTEROFGO = P2_GH + "new3Rs/a_master_of_go/issues/98"
P2_ANALYZESGF = P2_GH + "9beach/analyze-sgf/issues/4"
# ---- CNC machines: homing cycles and limit-switch alarms ----
P2_CANDLE = P2_GH + "Denvi/Candle/issues/606"
P2_UGS = P2_GH + "winder/Universal-G-Code-Sender/issues/2372"  # lends only (its opener is not in the excerpt)
P2_UGS1340 = P2_GH + "winder/Universal-G-Code-Sender/issues/1340"
# ---- diabetes devices: CGM glucose uploads to Nightscout ----
P2_NIGHTWATCH = P2_GH + "StephenBlackWasAlreadyTaken/NightWatch/issues/103"
P2_GLUCOSEDIRECT = P2_GH + "creepymonster/GlucoseDirect/issues/83"
P2_IAPS = P2_GH + "Artificial-Pancreas/iAPS/pull/1660"
P2_UPLOADER284 = P2_GH + "pazaan/600SeriesAndroidUploader/issues/284"
P2_UPLOADER303 = P2_GH + "pazaan/600SeriesAndroidUploader/issues/303"

# ---- FPV drones: PID tuning against oscillation and prop wash ----
P2_BF74 = P2_GH + "betaflight/betaflight/issues/74"
P2_BF1689 = P2_GH + "betaflight/betaflight/issues/1689"
P2_BF5814 = P2_GH + "betaflight/betaflight/issues/5814"
P2_BF2935 = P2_GH + "betaflight/betaflight/issues/2935"
# ---- flight simulators: X-Plane datarefs ----
P2_EXTPLANE = P2_GH + "vranki/ExtPlane/issues/14"
P2_WINCTRL35 = P2_GH + "rswilem/winctrl-xplane-plugin/issues/35"
P2_WINCTRL65 = P2_GH + "rswilem/winctrl-xplane-plugin/issues/65"
P2_WINCTRL11 = P2_GH + "rswilem/winctrl-xplane-plugin/issues/11"
P2_PILOTCLIENT = P2_GH + "swift-project/pilotclient/issues/16"
P2_APXGCS = P2_GH + "uavos/apx-gcs/issues/73"
P2_XPCONNECTOR = P2_GH + "MaxFerretti/XPlaneConnector/issues/12"
P2_FIXGATEWAY = P2_GH + "makerplane/FIX-Gateway/pull/203"
# ---- home solar batteries: inverter Modbus registers ----
P2_FOXESS = P2_GH + "nathanmarlor/foxess_modbus/issues/996"
P2_HUAWEI = P2_GH + "wlcrs/huawei_solar/issues/856"
P2_SEMULTI = P2_GH + "WillCodeForCats/solaredge-modbus-multi/issues/370"  # lends only (its opener is not in the excerpt)

# ---- stenography: Plover theory strokes in steno dictionaries ----
P2_STENO72 = P2_GH + "didoesdigital/steno-dictionaries/issues/72"
P2_STENO413 = P2_GH + "didoesdigital/steno-dictionaries/pull/413"
P2_STENO21 = P2_GH + "didoesdigital/steno-dictionaries/pull/21"
P2_STENO195 = P2_GH + "didoesdigital/steno-dictionaries/issues/195"
P2_STENO220 = P2_GH + "didoesdigital/steno-dictionaries/issues/220"
P2_STENO520 = P2_GH + "didoesdigital/steno-dictionaries/pull/520"
P2_STENO77 = P2_GH + "didoesdigital/steno-dictionaries/issues/77"
# ---- Rubik's cube: scramble notation and facelet strings for solvers ----
P2_CUBEJS = P2_GH + "ldez/cubejs/issues/82"
P2_HFTWISTER = P2_GH + "jayflatland/HighFrequencyTwister/issues/3"
P2_CUBETIME = P2_GH + "CubeLabsNZ/CubeTime/issues/216"
P2_TWOPHASE = P2_GH + "tremwil/TwoPhaseSolver/issues/1"
P2_SCRAMBLEDISPLAY = P2_GH + "cubing/scramble-display/issues/3"
P2_CUBERSIO = P2_GH + "euphwes/cubers.io/issues/143"
P2_KOCIEMBA = P2_GH + "muodov/kociemba/issues/32"

# ---- cooking: cups, grams and metric units in recipes ----
P2_MATEDOR = P2_GH + "oratioandco/Matedor/issues/1"
P2_METRICCOOKING = P2_GH + "falk-hueffner/metric-cooking/issues/13"
P2_VANILLA47 = P2_GH + "jt196/vanilla-cookbook/issues/47"
P2_VANILLA170 = P2_GH + "jt196/vanilla-cookbook/issues/170"
P2_TIKKA = P2_GH + "dabit3/chicken-tikka-masala-recipe/issues/9"
# ---- PCB footprints: courtyards in imported KiCad footprints ----
P2_EASYEDA = P2_GH + "uPesy/easyeda2kicad.py/issues/175"
P2_JLCKICAD = P2_GH + "CDFER/JLCPCB-Kicad-Library/issues/18"

# Lenders that are no group of the part: their excerpts' general sentences are lent, their threads not used.
P2_QUESTION_ONLY: tuple[str, ...] = (P2_HX711PY, P2_SEMULTI)  # UGS #2372 lends too; its repository is a group (#1340)

# ---- part 2's bank: real sentences from the threads above, lent only within their area, at most twice ----
# load cells
P2_H_AMPLIFIED = "Keep in mind that the HX711 is an \"amplified ADC\", which means it deals with millivolts and not Volts, which is a magnitude very sensible to almost everything."
P2_H_CAUSE = "Drift is mostly caused by temperature variations in the load-cell body and in the HX711 chip itself"
P2_H_HEAT = "Both, the HX711 circuits and the load cell's resistors (load cells are [Wheatstone bridges](https://en.wikipedia.org/wiki/Wheatstone_bridge) tend to gain heat overtime."
P2_H_CREEP = "Creep is caused by (large) changes in mass on the load-cell and as result the material deflects and continue to deflect a tiny amount further before it more or less stabilizes itself after some time"
# GEDCOM dates
P2_D_ABT = "ABT =About, meaning the date is not exact."
P2_D_CAL = "CAL =Calculated mathematically, for example, from an event date and age."
P2_D_EST = "EST =Estimated based on an algorithm using some other event date."
P2_D_NUMERIC = "GEDCOM 5.5.1 requires three-letter month abbreviations (`7 NOV 1959`), but tools such as ancestry.com export bare numeric `D/M/YYYY` dates the spec does not define."
# Newick bootstrap values
P2_N_TWOWAYS = "Bootstrap values commonly are represented in 2 ways, one of which is wrong."
P2_N_WRONG = "The wrong way to represent bootstrap values is to present them as internal node labels."
P2_N_PREFERRED = "the preferred way to represent bootstrap values is to make them syntactic comments (enclosed in square brackets) placed after all other node information, i.e., after the optional colon & branch length."
# Go engines
P2_G_HANDICAP = "KataGo is supposed to be capable of playing well using high handicap stones (due to training on optimal score-values in addition to win-rates)."
# CNC homing
P2_C_ABORT = "when homing - the GRBL protocol doesn't offer an abort or cancel operation."
# CGM uploads
P2_M_DEFAULT = "By default, CGM managers have \"upload glucose\" disabled and it's very easy to miss."

# FPV drones
P2_B_30HZ = "Most prop wash is around 30Hz."
P2_B_MORED = "prop wash is improved by having more D, and also by having the least possible delay in time from gyro input to thrust response."
# X-Plane datarefs
P2_X_FUNCTION = "A dataref is translated into a function call."
P2_X_PLUGIN = "It is entirely possible for a plugin to create its own datarefs on the fly and make those datarefs available to other plugins."
P2_X_READONLY = "Some datarefs are read-only, and some can be written to."
P2_X_999 = "X-Plane fills disabled slots with `-999.0`"
# inverter Modbus
P2_S_KWH = "The kWh counters resetting or going backwards is a known issue with batteries"

# stenography
P2_P_RULE1 = "Rule 1: If the vowel letter in the written word appears without another vowel letter next to it, then it doesn't matter which short vowel sound it makes."
P2_P_BRINGS = "`PWREUPBGS` does actually work as a stroke for \"brings\" in Plover, but looks like it's not \"officially\"(?) recorded as an entry in Plover."
# Rubik's cube
P2_R_NOTSCRAMBLER = "cube.js is a modeler and a solver, but not a scrambler."

# cooking
P2_K_EUROPE = "Coming from an European/German background, using cups as a unit of measurement is quite uncommon."
P2_K_FLOUR = "1 cup of flour = 125g"


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- load cells: HX711 reading drift ----
    a34 = (U, "Linear drift in readings. Hi,\nThank you for the great library! With my latest CoG-scale I encountered with a problem; everything else works like earlier but there is a linear drift in readings, depending on weight area it is from 0,1 g / 5 sec to maybe 0,2 g / sec. The same issue applies on both load cell-HX711 -pairs, so I think there is no HW problem. Have you bumped in to this kind of problem?", "u1")
    a34q = "I have seen similar drifting, but from what I remember, not this much and always hardware related. Could you please test with the code below, it will just print the raw data from the HX711 to the serial console, no library functions. After some time calculate drift: **(last value - first value) / scale factor**"
    rec(P2_HXADC34, [a34], a34q, True, "ellipsis", ["similar drifting", "this much", "the code below"], "HX711_ADC's author has seen drift like the CoG-scale's linear drift, but not this much and always hardware related; please test with raw-data code that prints the HX711's raw conversions to the serial console without library functions, and after some time calculate drift as (last value - first value) / scale factor.", author="u1")
    lend(P2_HXADC34, [a34], P2_H_CAUSE, SAME, P2_HXADC64)
    lend(P2_HXADC34, [a34], P2_H_AMPLIFIED, SELF, P2_HX711PY)

    a64 = (U, "Drifting Values. Hello,\n\nI am using this library for ESP32 and the values drifted to negative 2 (-2.63) over 30 minutes. Is there any possible solutions to fix the drifting issues? Sometimes it will gain additional value but I am wondering if there is a legitimate way to deal with the offset.", "u1")
    a64a = "Hi!\nDrift or creep is a known problem with load-cells and unfortunately there is no quick fix for it that I know of."
    # In its own thread, and still a trap: "it" is the drift or creep named in the same sentence.
    rec(P2_HXADC64, [a64], a64a, False, SELF, [], None, author="u2")
    a64b = "The following measures could provide some improvement:\n- Get a better more \"high end\" load-cell\n- Make some sort of temperature compensation\n- I think (not sure) selecting a load cell that is close to the range that you will use it for is better with respect to Drift"
    rec(P2_HXADC64, [a64, (A, a64a, "u2")], a64b, True, "ellipsis", ["some improvement"], "Measures that could improve HX711 load-cell drift (values drifting to -2.63 over 30 minutes on an ESP32): a better, more high-end load cell, some sort of temperature compensation, and a load cell whose range is close to the range you will use it for.", author="u2")
    rec(P2_HXADC64, [a64, (A, a64a, "u2"), (A, a64b, "u2")], "Thanks for the response! Was wondering if you have any paper", True, "ellipsis", ["the response"], "Thanks for the advice on HX711 load-cell drift and creep; do you have any paper on it?", author="u1")

    gd1 = (U, "Reading linearly increases/decreases. Hi, recently I ran into a problem where after starting and input the calibration weight, the first output reading was the closest to the actual value but then gradually increases/decreases over time. I spotted a linear relationship between each reading but have no idea what was going on and how to fix this. Can anyone help?", "u1")
    gd2 = (A, "How much is the drift over time? You may just be seeing mechanical drift over time from the load cells. https://www.arlynscales.com/industrial-scales/what-causes-load-cell-drift/", "u2")
    rec(P2_GANDALF, [gd1], gd2[1], True, "ellipsis", ["the drift", "the load cells"], "How much do your HX711 scale's readings drift over time after calibration? You may just be seeing mechanical drift over time from the load cells.", author="u2")
    gdq = "The drift over time doesn't seem to stop and I have no idea nor experience to conduct the tests mentioned in the provided links. I'm running the load cells the first time in order to calibrate it. Please help!"
    rec(P2_GANDALF, [gd1, gd2, (U, "Thank you for the prompt response! I'll look into that.", "u1")], gdq, True, "ellipsis", ["The drift over time", "the tests mentioned in the provided links", "it"], "My HX711 scale's reading drift over time after calibration doesn't seem to stop, and I have no experience to run the load-cell drift tests from the Arlyn Scales article; I'm running the load cells for the first time to calibrate the scale. How do I fix it?", author="u1")
    lend(P2_GANDALF, [gd1], P2_H_CREEP, SAME, P2_HXADC64)

    ds1 = (U, "HX711 Drift Issues. Maybe filter out and use only 16 Bits instead of 24 Bits.\nhttps://forum.arduino.cc/t/hx711-zero-is-not-zero/531975/12\n\nProblem: Drifts down when Tara with weight\nDrifts Up when Tara with no weight at all", "u1")
    lend(P2_DIYSCALE, [ds1], P2_H_CAUSE, SAME, P2_HXADC64)
    lend(P2_DIYSCALE, [ds1], P2_H_AMPLIFIED, SELF, P2_HX711PY)

    pk1 = (U, "What about not being 0 ? I take the raw values while it is empty and by putting a known weight for calibration. Then, at first, the meter is fine, there is not much deviation, but after a while, when the top is empty, the value is between -3 and +3. How can I solve this problem?", "u1")
    pkq = "I saw that you are also using this library, do you have any suggestions?\n\n@206cc"
    rec(P2_HXPICO, [pk1], pkq, True, "pronoun", ["this library"], "@206cc, you also use the hx711-pico-mpy library: do you have any suggestions for an HX711 scale whose empty reading wanders between -3 and +3 after a while?", author="u1")
    pka = "Hi, If you're aiming for very low drift values, the following factors are especially important:\n\n1. Use a high-quality HX711 amplifier, such as the one from SparkFun\n\n2. Choose a stable and well-made load cell\n\n3. Ensure a clean DC power supply — ideally with capacitors and an LC filter to minimize ripple"
    # In its own thread, and still a trap: general advice that names the HX711, the load cell and the goal in full.
    rec(P2_HXPICO, [pk1, (U, pkq, "u1")], pka, False, SAME, [], None, author="u2")
    rec(P2_HXPICO, [pk1, (U, pkq, "u1"), (A, pka, "u2")], "Thank you very much, I will think about these.", True, "pronoun", ["these"], "Thank you very much; I will think about the low-drift factors for my HX711 scale: a high-quality HX711 amplifier, a stable load cell and a clean DC power supply.", author="u1")

    bs1 = (U, "Drift of sensors. Hey,\nI have been working with some force sensor using the hx711.\nHow does your setup behave with drifting over time?\nBecause I always have the problem that I have to calibrate the zero point every minute.", "u1")
    bsa = "The software uses only changes in weight. It keeps a ring buffer with the last twenty seconds from the sensors.\nOnly if the ring buffer's standard deviation (noise, movement) is below 20g the value is considered stable."
    rec(P2_BEDSCALE, [bs1], bsa, True, "ellipsis", ["The software", "the sensors"], "bedscale's software uses only changes in weight: it keeps a ring buffer of the last twenty seconds from the HX711 sensors, and a value is considered stable only if the buffer's standard deviation is below 20g.", author="u2")
    rec(P2_BEDSCALE, [bs1, (A, bsa, "u2")], "With these 200kg Modules, i observed a creep drift of about 20g/day after a certain settling period of about a week.", True, "pronoun", ["these 200kg Modules"], "With bedscale's 200kg HX711 load-cell modules I observed a creep drift of about 20g/day after a settling period of about a week.", author="u2")
    lend(P2_BEDSCALE, [bs1], P2_H_CREEP, SAME, P2_HXADC64)

    cg1 = (U, "Inquiry about using load cells in Argentina. Good morning,\n\nI'm having difficulty finding the YZC-133 3kg load cell in Argentina. However, I have found 2kg load cells available.\n\nMy question is: Can I use two 2kg load cells instead of one 3kg load cell? If so, would I need to make any modifications to the code?", "u1")
    cg2 = (A, "Hi!\nYou can replace the suggested 3kg load cell in front with a 2kg load cell, no modification to the code is required. I guess this will be okay for a model weight of up to about 3-3.5kg, but it depends on how far back your model's CG is.", "u2")
    rec(P2_CGSCALE, [cg1], cg2[1], True, "ellipsis", ["the suggested 3kg load cell", "this"], "In olkal's CG_scale you can replace the suggested front 3kg YZC-133 load cell with a 2kg load cell without code changes; that should be fine for models up to about 3-3.5kg, depending on how far back the model's CG is.", author="u2")
    cgq = "Hello,\n\nThank you very much for your prompt response. In Argentina, I can get 2kg or 5kg load cells (5kg ones are easier to find). Which would be the better option? Would I lose accuracy if I use two 5kg load cells instead of two 2kg ones? These will be used for F5J models."
    rec(P2_CGSCALE, [cg1, cg2], cgq, True, "ellipsis", ["the better option"], "For olkal's CG_scale weighing F5J models, which is better: two 2kg or two 5kg load cells (5kg ones are easier to find in Argentina)? Would two 5kg cells lose accuracy compared with two 2kg cells?", author="u1")

    og1 = (U, "Using a 1kg load cell instead? Hi, I'm just wondering what modifications might need to be made to use a 1kg load cell instead of the .5kg? Would that be sorted out during calibration?", "u1")
    rec(P2_OPENGBW, [og1], "Absolutely, calibration would take care of that.\n\nI just went with the 500g one for accuracy", True, "pronoun", ["that", "the 500g one"], "In openGBW, calibration takes care of using a 1kg load cell instead of the 0.5kg one; the 500g cell was chosen for accuracy.", author="u2")
    lend(P2_OPENGBW, [og1], P2_H_HEAT, SAME, P2_HX711PY)

    is1 = (U, "Your Scale Brand/Model? Do you mind sharing what scale you used?  I figure if I have to buy one, and could happen to find the one you used, it would simplify the setup.", "u1")
    rec(P2_IOTSCALE, [is1], "Hi,\nDo you mean what load cells I used for my project?", True, "ellipsis", ["my project"], "Do you mean which load cells I used for the IotScale project?", author="u2")
    lend(P2_IOTSCALE, [is1], P2_H_HEAT, SAME, P2_HX711PY)

    # ---- genealogy: GEDCOM date values ----
    pg1 = (U, "Gedcom importer not understanding \"before\" dates. Example, the dead of the profile: https://www.geni.com/people/Alejandro-Grande-Sancho/6000000026811977310", "u1")
    lend(P2_PYGENEA, [pg1], P2_D_ABT, SAME, P2_GENEWEB320)
    lend(P2_PYGENEA, [pg1], P2_D_NUMERIC, SAME, P2_GRAMPS)

    fg1 = (U, "Invalid Dates in GEDCOM. It is possible to enter dates using a free format like '7.4.2023', which is then correctly displayed as '7 APR 2023'.\nHowever, in exported GEDCOM it reads '2 DATE 7.4.2023', which seems to be invalid GEDCOM syntax.", "u1")
    fg2 = (A, "You are right.\n1. The date editor is very inclusive in the accepted date formats.\nYou can write whatever you want in the date field, e.g. '07 +0004// 2023...', and it is interpreted as '7 April 2023'.\n2. There is no check of dates when exporting a GEDCOM.\n\nThese two aspects lead to the invalid dates in exported GEDCOM.", "u2")
    rec(P2_FAMILYGEM, [fg1], fg2[1], True, "ellipsis", ["You are right", "The date editor", "These two aspects"], "Family Gem does export invalid GEDCOM dates such as '2 DATE 7.4.2023': its date editor accepts almost any format (e.g. '07 +0004// 2023...' is read as 7 April 2023), and there is no check of dates when exporting a GEDCOM.", author="u2")
    fgq = "I have the same issue. I cannot import the exported gedcom to gramps because of this. Gramps will interpret the number as MM.DD.YYYY, so 7.4.2024 will become 4 JULY 2024, and 31.4.2024 will be marked as invalid."
    rec(P2_FAMILYGEM, [fg1, fg2], fgq, True, "pronoun", ["the same issue", "the exported gedcom", "this"], "Family Gem's exported GEDCOM has free-format dates like 7.4.2024, so I cannot import it into Gramps: Gramps reads them as MM.DD.YYYY, so 7.4.2024 becomes 4 JULY 2024 and 31.4.2024 is marked invalid.", author="u3")
    lend(P2_FAMILYGEM, [fg1], P2_D_ABT, SAME, P2_GENEWEB320)

    gr1 = (U, "GEDCOM import: warn on bare-numeric DATE values (bug 9298). ## Root cause\n" + P2_D_NUMERIC + " `libgedcom.GedcomDateParser` hardcodes `dhformat = \"%m/%d/%y\"` (en_US locale, `libgedcom.py:925`), so a bare numeric date is unconditionally read MM/DD/YYYY.", "u1")
    grq1 = "This was reported in 2016 and re-confirmed in 2022/2023 across multiple discourse threads; multiple developers have discussed narrower-scope fixes (warn-only, source-detect ancestry, switch in import dialog) but none have shipped."
    rec(P2_GRAMPS, [gr1], grq1, True, "pronoun", ["This", "narrower-scope fixes"], "Gramps' GEDCOM importer silently reading bare numeric D/M/YYYY dates as MM/DD/YYYY was reported in 2016 and re-confirmed in 2022/2023 in discourse threads; narrower fixes (warn-only, detecting Ancestry as the source, an import-dialog switch) were discussed but none shipped.", author="u1")
    rec(P2_GRAMPS, [gr1, (U, grq1, "u1")], "## Fix\nThe smallest defensible change: emit an advisory warning per ambiguous bare-numeric date during import, no parse-direction change. US users see no behaviour change", True, "ellipsis", ["The smallest defensible change"], "The smallest defensible fix for Gramps' GEDCOM import of ambiguous bare-numeric dates: emit an advisory warning per ambiguous date during import, without changing the parse direction, so US users see no behaviour change.", author="u1")

    gw1 = (U, "GEDCOM date \"EST AFT 1731\" is not parsed. It seems that dates with more than one modifier are not imported correctly from GEDCOM files.\nFor example EST AFT 1731 is GEDCOM compliant but not understood.", "u1")
    lend(P2_GENEWEB320, [gw1], P2_D_NUMERIC, SAME, P2_GRAMPS)

    gb1 = (U, "fix GEDCOM B.C./BCE date import/export. Export: use B.C. (GEDCOM 5.5) or BCE (5.5.1) depending on charset. Handle negative years in OrYear/YearInt secondary dates.\n\nImport: recognize B.C. syntax (GEDCOM 5.5) in addition to existing BCE and minus sign in ged2gwb parser.", "u1")
    lend(P2_GENEWEB2536, [gb1], P2_D_CAL, SAME, P2_GENEWEB320)

    gwa1 = (U, "Wrong formatted error messages. After GEDCOM import I found several wrong error notes, like:\n- \"GOV ALTADTJN48HD\" ignored, but the GEDCOM contains the custom tag _GOV\n- wrong \"2 DATE 1900-01-01\" but the GEDCOM contains \"2 DATE 01 JAN 1900\"", "u1")
    gwaq = "Again thanks for reporting and sorry that I'm just closing this, but the Gedcom import code is handled by the Gramps project, so it should be reported there: https://www.gramps-project.org/wiki/index.php/Using_the_bug_tracker"
    rec(P2_GRAMPSWEB, [gwa1], gwaq, True, "pronoun", ["this", "it"], "Gramps Web API's wrongly formatted GEDCOM import error notes (a \"2 DATE 1900-01-01\" reported where the file has \"2 DATE 01 JAN 1900\") should be reported to the Gramps project's bug tracker, which handles the GEDCOM import code.", author="u2")
    rec(P2_GRAMPSWEB, [gwa1, (A, gwaq, "u2")], "You can also open a thread in the Gramps forum, some of the developers are there and can help with recommendations.", True, "ellipsis", ["also"], "Besides the Gramps bug tracker, you can open a thread about the wrong GEDCOM import error notes in the Gramps forum, where some of the developers can help with recommendations.", author="u2")
    lend(P2_GRAMPSWEB, [gwa1], P2_D_CAL, SAME, P2_GENEWEB320)

    gp1 = (U, "DateValueAbout __str__ prefixes with ABOUT not ABT. Should this prefix with the gedcom-standard `ABT` rather than `ABOUT`?", "u1")
    lend(P2_GED4PY, [gp1], P2_D_EST, SAME, P2_GENEWEB320)

    # ---- phylogenetics: bootstrap support values in Newick trees ----
    bp1 = (U, "Handling of bootstrap support values in Bio.Phylo Newick parser. Migrated from https://redmine.open-bio.org/issues/3407\n\n@bendmorris said:\n\n> This was reported to me by Arlin Stoltzfus (quote):\n>> There is a description of Newick here:\n>> http://evolution.genetics.washington.edu/phylip/newicktree.html", "u1")
    rec(P2_BIOPYTHON, [bp1], P2_N_TWOWAYS + " " + P2_N_WRONG, False, SAME, [], None, author="u1")
    bpw = P2_N_TWOWAYS + " " + P2_N_WRONG
    # In its own thread, and still a trap: "them" is the bootstrap values named in the same sentence.
    rec(P2_BIOPYTHON, [bp1, (U, bpw, "u1")], "However, " + P2_N_PREFERRED, False, SELF, [], None, author="u1")

    pt1 = (U, "Support Rich Newick (i.e. bootstrap values). Would it be possible to extend the branch length parsing with the [Rich Newick Format](https://en.wikipedia.org/wiki/Newick_format#Rich_Newick_format)? Currently, if a rich newick file is parsed, support values like this: ``(A:0.0,B:0.0)0.511100:0.0)`` are parsed as unifurcating nodes, which makes it rather inconvenient to work with them (and especially to generate trees that have them).", "u1")
    ptq1 = "Nevermind, there is probably no point in doing special support beyond just parsing the node name"
    rec(P2_PHYLOTREE, [pt1], ptq1, True, "ellipsis", ["special support"], "Never mind my request for Rich Newick support in phylotree-rs: there is probably no point in special support for bootstrap values beyond just parsing them as the node name.", author="u1")
    ptq2 = "Hi @Cydhra, sorry for the delay. I do plan on supporting rich newick format for branch support and probabilities given how common they are, I think not supporting them is kind of shooting myself in the foot 😅...  \nI just have not had time to get around to it yet."
    rec(P2_PHYLOTREE, [pt1, (U, ptq1, "u1")], ptq2, True, "pronoun", ["it"], "phylotree-rs's author does plan to support the Rich Newick format for branch support values and probabilities, given how common they are, but has not had time to get around to it yet.", author="u2")
    lend(P2_PHYLOTREE, [pt1], P2_N_WRONG, SAME, P2_BIOPYTHON)

    bc1 = (U, "Newick: handle bootstrap values. Here is an example of a newick variant with bootstrap values that is currently not supported:\n\n```\n(Slebanonensis:0.163722,((((((((((arizonae:0.00595275,mojavensis:0.00570583)100:0.0092081,navojoa:0.0166314)100:0.0233196, ...\n```", "u1")
    lend(P2_BIOCAML, [bc1], P2_N_WRONG, SAME, P2_BIOPYTHON)

    pj1 = (U, "Can't read newick trees with bootstrap values. Say I fetched the [bac120 tree](https://data.ace.uq.edu.au/public/gtdb/data/releases/release220/220.0/bac120_r220.tree) from GTDB, which has bootstrap values attached:\n```shell\n$ head -c 300 bac120_r220.tree \n((((((GB_GCA_018399855.1:0.231365194,((GB_GCA_029548025.1:0.017591564,GB_GCA_002328585.1:0.014591482)100.0:0.094102735, ...\n```\nNow Phylo chokes with it:", "u1")
    pj2 = (A, "@phlaster - this seems to be the same issue as #74. Does that look right? There is a potential hack proposed to get around it, but we really need a new parser to read this format that I hadn't come across when I wrote Phylo. I take it you use trees with this format a lot?", "u2")
    rec(P2_PHYLOJL102, [pj1], pj2[1], True, "pronoun", ["this", "the same issue", "it", "this format"], "Phylo.jl failing to read GTDB's bac120 Newick tree with bootstrap values seems to be the same issue as Phylo.jl #74; there is a potential hack, but Phylo.jl really needs a new parser for Newick with support values as inner-node labels. Do you use trees in that format a lot?", author="u2")
    pjq = "Yes, I've made a little research and as far as I can tell, this problem arises, when the tree labels the inner nodes not with some names, but with their support (bootstrap) values."
    rec(P2_PHYLOJL102, [pj1, pj2], pjq, True, "pronoun", ["Yes", "this problem"], "Yes, Phylo.jl's failure to read GTDB's Newick tree is the same as #74: as far as I can tell it arises when the tree labels the inner nodes with their support (bootstrap) values instead of names.", author="u1")
    lend(P2_PHYLOJL102, [pj1], P2_N_PREFERRED, SELF, P2_BIOPYTHON)

    p741 = (U, "parsenewick can parse Newick files with support values instead of node names. Hi! Readding files from PhyML and FastTree like the following one gives an error with Phylo when support values are duplicated in the tree:", "u1")
    lend(P2_PHYLOJL74, [p741], P2_N_TWOWAYS, SAME, P2_BIOPYTHON)

    cs1 = (U, "Newick string branch length support. This PR enables instantiation of the `CassiopeiaTree` with newick strings that contain branch lengths. Previously branch lengths were ignored with all branch lengths being set to 1.", "u1")
    rec(P2_CASSIOPEIA, [cs1], "LGTM. Just one small comment around adding a more descriptive docstring to the newick->CassiopeiaTree function.", True, "ellipsis", ["LGTM"], "Cassiopeia's pull request reading branch lengths from Newick strings looks good to me; one small comment: add a more descriptive docstring to the newick->CassiopeiaTree function.", author="u2")

    et1 = (U, "ete3.parser.newick.NewickError. Hi,\nI try to compare the trees with bootstrap value by ete3 compare, but i get a ERROR: ete3.parser.newick.NewickError: Unexpected newick format ':0.003847[100]' .\nMy command: ete3 compare -t DDH_tree_newick.txt -r RAxML_bipartitionsBranchLabels.v7.nwk", "u1")
    etq = "Hi Tars.\n:0.003847[100] format is not supported. bootstrap values in newick format\nshould look like: ')100:0.003847'. I think there was a converter option in\nsome of the ete tools."
    rec(P2_ETE, [et1], etq, True, "ellipsis", ["is not supported", "some of the ete tools"], "ete3's Newick parser does not support bootstrap values written as ':0.003847[100]' (as in RAxML's bipartitionsBranchLabels output); they should look like ')100:0.003847', and some ete tools had a converter option.", author="u2")
    lend(P2_ETE, [et1], P2_N_PREFERRED, SELF, P2_BIOPYTHON)

    pc1 = (U, "Enable Newick parser to read sci notation branch lengths", "u1")
    lend(P2_PHYLOCOM, [pc1], P2_N_TWOWAYS, SAME, P2_BIOPYTHON)

    # ---- the game of Go: komi and handicap stones in engine analysis ----
    lz1 = (U, "how to change komi for analysis. I'm not being able to change the komi from 7.5 to 6.5 or 0(handicap games)on analysis mode with Katago.\n\nSet GameInfo doesn't work. Is there a way to do it or I'm stuck at analyzing games with 7.5 komi?", "u1")
    lz2 = (A, "Don't forget to click OK button when you set komi at Game Info setting dialog.", "u2")
    rec(P2_LIZZIE, [lz1], lz2[1], True, "ellipsis", ["Game Info setting dialog"], "To change the komi for KataGo analysis in Lizzie, don't forget to click the OK button after setting komi in the Game Info dialog.", author="u2")
    lz3 = (U, "I did it, the Game Info refuses to close after pressing ok, it does nothing and blocks doing anything else in the software until we press X to close that window, and when I close it Lizzie resets the komi to 7.5 anyway.", "u1")
    lz4 = (A, "@Matuiss2 Okay, then you may try this.\n1. Open GTP console window(Hotkey : E)\n2. Send GTP command \"komi 6.5(enter)\" at the bottom of console window.", "u2")
    rec(P2_LIZZIE, [lz1, lz2, lz3, lz4], "This worked, thanks. Should I close the issue?", True, "pronoun", ["This"], "Sending the GTP command \"komi 6.5\" from Lizzie's GTP console (hotkey E) worked to change KataGo's analysis komi, thanks; should I close the issue?", author="u1")
    lend(P2_LIZZIE, [lz1], P2_G_HANDICAP, SELF, P2_MASTEROFGO)

    mg1 = (U, "KataGo. I have a question on the new KataGo network: " + P2_G_HANDICAP + "  It is also supposed to allow custom grid sizes (e.g. 6 x 12), and large komi amounts (including reverse komi).\n\nDo you expect that we will see these enhancements supported in the future?", "u1")
    mg2 = (A, "@raspingbard san,\n\nI will check high handicap games by KataGo.\nAbout custom grid sizes, I think that I won't support them because boundary checks of layout may be harder than current.", "u2")
    rec(P2_MASTEROFGO, [mg1], mg2[1], True, "pronoun", ["them"], "A Master of Go's author will check high-handicap games with KataGo, but will not support KataGo's custom grid sizes because layout boundary checks would be harder.", author="u2")
    rec(P2_MASTEROFGO, [mg1, mg2], "That sounds good.  I think the best thing would be high handicap stones and high komi support.  The other things are not as important.", True, "pronoun", ["That", "The other things"], "Checking high-handicap KataGo games in A Master of Go sounds good; the most important would be high handicap stones and high komi support, more than custom grid sizes.", author="u1")

    as1 = (U, "Does not handle SGF with handicap correctly. Please check moves C16  \"Analyze-SGF_1337206 (3200v)\". \n\nConclusion: \nAnalyze-sgf does not recognize the stone at C16 (which is the first move). So for example the variants of move 149 and move 155 places two stones on C16.", "u1")
    as2 = (A, "Thank you. You were right! Please update (`npm install -g analyze-sgf`) and try again.", "u2")
    rec(P2_ANALYZESGF, [as1], as2[1], True, "ellipsis", ["You were right"], "analyze-sgf mishandling the handicap stone at C16 in SGF files is fixed; update with `npm install -g analyze-sgf` and try again.", author="u2")
    rec(P2_ANALYZESGF, [as1, as2], "Bug is fixed!", True, "ellipsis", ["Bug"], "analyze-sgf's bug of not recognizing the SGF handicap stone at C16 is fixed after the update.", author="u1")
    lend(P2_ANALYZESGF, [as1], P2_G_HANDICAP, SELF, P2_MASTEROFGO)

    # ---- CNC machines: homing cycles and limit-switch alarms ----
    cd1 = (U, "Home key doesn’t work. when i press the home icon.  The z axis moves downward about 10mm (step size in jog command), and the status changes to alarm, and the machine and work space coords stay the same. (0,0,-3)\nConsole shows:\n$h <alarm:8\nOk\nGrbl 1.1h [$ for help]\n[MSG:Check Limits]\n[MSG:$H$X to unlock]", "u1")
    rec(P2_CANDLE, [cd1], "|ID|Alarm Code Description|\n|--|--|\n| 8 | Homing fail. Cycle failed to clear limit switch when pulling off. Try increasing pull-off setting or check wiring. |", True, "ellipsis", ["8"], "GRBL's alarm 8, which Candle shows after pressing home, means homing fail: the cycle failed to clear the limit switch when pulling off; try increasing the pull-off setting or check the wiring.", author="u2")
    lend(P2_CANDLE, [cd1], P2_C_ABORT, SAME, P2_UGS)

    ug1 = (U, "An error was detected while sending '$H': (ALARM:9) Homing fail... on a laser engraver. \"An error was detected while sending '$H': (ALARM:9) Homing fail. Could not find limit switch within search distances. Try increasing max travel, decreasing pull-off distance, or check wiring. Streaming has been paused.\"\n\nI purchased a DIY laser engraver from the internets. I pulled out the ardiuno nano and put in my own.", "u1")
    ug2 = (U, "When I connect, I can jog in x and y. I can activate laser as well. Status is \"Ready\" otherwise. When I $H, status becomes \"busy\" and the motors lock up. There is no movement.", "u1")
    rec(P2_UGS1340, [ug1, ug2], "Because it's a laser, I am not homing Z, only X and Y.", True, "pronoun", ["it"], "My DIY laser engraver, which fails homing with ALARM:9 in UGS, homes only X and Y, not Z.", author="u1")
    lend(P2_UGS1340, [ug1], P2_C_ABORT, SAME, P2_UGS)

    # ---- diabetes devices: CGM glucose uploads to Nightscout ----
    nw1 = (U, "Missing Data? Hello, I have set this up to display data from my Nightscout account. All of that is working great, but there are big gaps in the data on Nightwatch? What could I be doing wrong? It does seem fairly random. The biggest gaps last over an hour.", "u1")
    nwq = "One possibility is that your uploader phone is not always receiving a signal - eg it is too far away, the cable has come out, uploader has stopped while it wants a response to an on screen prompt like request to update, etc."
    rec(P2_NIGHTWATCH, [nw1], nwq, True, "ellipsis", ["One possibility"], "One possible cause of gaps in Nightscout data on NightWatch: the CGM uploader phone is not always receiving a signal, e.g. it is too far away, the cable has come out, or the uploader stopped waiting for an on-screen prompt.", author="u2")
    rec(P2_NIGHTWATCH, [nw1, (A, nwq, "u2")], "If that happens and you are using the most recent version of the nightscout uploader successfully, it will retroactively fill in the gaps on the nightscout site.  I don't believe this will happen on nightwatch however.", True, "pronoun", ["that", "it", "this"], "If the CGM uploader phone loses its signal and you use the most recent Nightscout uploader, it retroactively fills the gaps on the Nightscout site, but I don't believe NightWatch will backfill them.", author="u2")
    lend(P2_NIGHTWATCH, [nw1], P2_M_DEFAULT, SELF, P2_IAPS)

    gl1 = (U, "Nightscout upload improvements. For the nightscout upload, I've some sort of feature request.\nIt seems that the glucose value is uploaded every 5 minutes (00:00 - 00:05 - 00:10 - ... 23:50 - 23:55).\n\nWhenever such an upload should be done, but there's some issue with the glucose value (e.g. sensor is too far away from the phone and no bluetooth connection is available) or with the phone itself (e.g. no cell phone signal and no WLAN, or airplane mode is turned on), the value is missing in nightscout (and in the Diagram area of the app).", "u1")
    rec(P2_GLUCOSEDIRECT, [gl1], "The feature request would be to detect such issues, and provide (e.g. upload to nightscout) the data at a later point when the issue is resolved.", True, "pronoun", ["The feature request", "such issues", "the data", "the issue"], "Feature request for Glucose Direct: detect when a 5-minute Nightscout upload fails (no Bluetooth connection to the sensor, or no phone signal) and upload the missing glucose data later, once the problem is resolved.", author="u1")
    rec(P2_GLUCOSEDIRECT, [gl1], "a) no bluetooth connection to sensor -> in this case you don't have the data. But maybe there some way to get \"historical data\" from the sensor (last 8h), and upload the missing pieces.", True, "ellipsis", ["this case", "the data", "the missing pieces"], "When Glucose Direct has no Bluetooth connection to the CGM sensor it doesn't have the glucose data; is there some way to get the sensor's historical data (last 8h) and upload the pieces missing from Nightscout?", author="u1")

    ia1 = (U, "glucose upload improvements. * add an indicator when glucose uploads are disabled in CGM settings\n* add an \"upload old glucose\" button to Nightscout (from coredata)\n* tweak the CGM setup/settings flow", "u1")
    # In its own thread, and still a trap: "it" is the disabled setting named in the same sentence.
    rec(P2_IAPS, [ia1], P2_M_DEFAULT, False, SELF, [], None, author="u1")
    rec(P2_IAPS, [ia1, (U, P2_M_DEFAULT, "u1")], "I didn't notice it for a few days until I saw my Nightscout was \"empty\".", True, "pronoun", ["it"], "I didn't notice for a few days that iAPS' CGM manager had glucose uploads disabled by default, until I saw my Nightscout was empty.", author="u1")

    up1 = (U, "Sensor data doesn't transfer to NS site. All of a sudden both of our uploader phones stopped sending sensor data. Treatments, micro boluses, IOB, pump info etc. is visible in NS site. No errors in uploader phones. Sensor data is shown correctly in uploader phones.", "u1")
    up2 = (A, "Could be an issue with your NS database being near full. Go into your NS admin page and clear out some of the old data.", "u2")
    rec(P2_UPLOADER284, [up1], up2[1], True, "ellipsis", ["Could be"], "The 600 Series uploader phones' sensor data not reaching the Nightscout site (while treatments do) could be the Nightscout database being near full; clear out some old data in the Nightscout admin page.", author="u2")
    rec(P2_UPLOADER284, [up1, up2], "Don't know what the problem was but both uploaders started to work after re-installing the software. Sensor data still doesn't show in NS from the blackout period.", True, "ellipsis", ["the problem", "the blackout period"], "Both 600 Series uploaders started sending sensor data to Nightscout again after re-installing the software (cause unknown), but the sensor data from the period they stopped still doesn't show in Nightscout.", author="u1")
    lend(P2_UPLOADER284, [up1], P2_M_DEFAULT, SELF, P2_IAPS)

    u31 = (U, "Upload existing Data to Nightscout. I have 3 month of data in the uploader. I used it as a standalone \"second screen\" for the 640G. Now I got my Nightscout server up, but I only see old Treatments, no CGM values. New/current CGM values are beeing pushed to NS. Is there a way to push the old CGM data to NS as well?", "u1")
    u32 = (A, "It should pull the cgm data and upload it with these settings. The default is 7 days, when set to 90 it will take a fair amount of time to complete.", "u2")
    rec(P2_UPLOADER303, [u31], u32[1], True, "pronoun", ["It", "these settings", "it"], "The 600 Series uploader should pull old CGM data and upload it to Nightscout with its backfill-days setting; the default is 7 days, and set to 90 it takes a fair amount of time to complete.", author="u2")
    rec(P2_UPLOADER303, [u31, u32], "The data has already been pulled from the pump (as I said, the uploader has been used for quite some time without NS as a \"standalone\" second screen).", True, "ellipsis", ["The data", "as I said"], "The 600 Series uploader already pulled the 3 months of CGM data from the pump while it ran without Nightscout as a standalone second screen; how do I push that old data to Nightscout?", author="u1")

    # ---- FPV drones: PID tuning against oscillation and prop wash ----
    b71 = (U, "Main PIDC (rewrite) updated default values a bit high for 180 quads? You have do a couple of updates lately to the default PID values, based on pilot comments, but I think they are not good for small 180 quads.\n\nI get some oscillation after some stick moment or when the quad tries to re-level it self on horizon mode.", "u1")
    b72 = (A, "enable rc_smoothing\n\nset rc_smoothing = ON", "u2")
    rec(P2_BF74, [b71], b72[1], True, "ellipsis", [], "To stop the oscillation of a small 180 quad on Betaflight's rewritten PID controller defaults, enable rc_smoothing (set rc_smoothing = ON).", author="u2")
    b7q = "ok will test tomorrow.\n\nNot sure if its 'input' related though as for maintaining trajectory the oscillation happens without input if I remember correctly."
    # A correction: the opener narrows his report (the oscillation comes without stick input), against the advice just given.
    rec(P2_BF74, [b71, b72], b7q, True, "correction", ["the oscillation"], "My 180 quad's oscillation with Betaflight's rewritten PID defaults happens even without stick input, while holding its trajectory, so is rc_smoothing (an input smoothing) really the fix?", author="u1")
    lend(P2_BF74, [b71], P2_B_30HZ, SAME, P2_BF5814)

    b161 = (U, "3.1 Nov 27th build... YIKES. This build is a disaster from a PID's perspective. Nothing but high freq oscillations until I tuned P's to low 30's I's to low 20's and D's to 10/12. Even then, there was crazy propwash on hard turns. I had to give up on tuning when I realized that D setpoint weight was having no effect whatsoever.", "u1")
    b162 = (A, "D setpoint is not meant to tune oscillations with it, but stick feel.\n\nDid you erase eeprom?", "u2")
    rec(P2_BF1689, [b161], b162[1], True, "ellipsis", ["Did you erase eeprom?"], "Betaflight's D setpoint weight is not meant to tune oscillations but stick feel; did you erase the EEPROM after flashing the 3.1 Nov 27th build?", author="u2")
    rec(P2_BF1689, [b161, b162], "@borisbstyle It said erasing, so I'm assuming so. If it's not setpoint, then I'm not sure what it is as it feels like the pid's have been amplified considerably.", True, "pronoun", ["It", "it"], "The Betaflight configurator said it was erasing the EEPROM, so I assume it did. If D setpoint weight isn't the cause of the 3.1 Nov 27th build's oscillations, what is? It feels like the PIDs have been amplified considerably.", author="u1")
    lend(P2_BF1689, [b161], P2_B_MORED, SAME, P2_BF5814)

    b581 = (U, "Improve prop wash by dynamic throttle related increase in D. Here's a challenge!  :-)\n\nOne persistent 'flight' issue that we've not entirely resolved is prop wash wobble.  I do know from careful testing that " + P2_B_MORED, "u1")
    # In its own thread, and still a trap: a general claim about prop wash.
    rec(P2_BF5814, [b581], P2_B_30HZ + "  The direction of the gyro signal reverses every 15ms", False, SAME, [], None, author="u1")
    rec(P2_BF5814, [b581], "The primary delay component primarily is in the motor/prop combination, because it just takes relatively a long time for the motors to speed up.", True, "ellipsis", ["The primary delay component"], "The primary component of the delay from gyro input to thrust response, which worsens prop wash in Betaflight, is the motor/prop combination: motors take relatively long to speed up.", author="u1")

    b291 = (U, "Very strong oscillation, BUT ONLY on roll-axis? I build a little 130mm Copter based on the KingKong 130 GT frame.\nThe copter hovers \"Okay\" , not the best flying....\nBut when I go for more throttle the Quad makes a noise what sounds something like a \"Cricket\" (tone goes high-low-high-low) but faster\n\nAnd in Blackbox I saw that there is a strong oscillation, on roll most nearly the same on pitch but not so much on yaw.", "u1")
    rec(P2_BF2935, [b291], "According to blackbox, you have a strong low-frequency oscillation. I suspect your PID gains are too high. Could you zero out your D gains, half your P and I gains and see if that removes the vibration?", True, "ellipsis", ["According to blackbox", "the vibration"], "The Blackbox log of my 130mm Betaflight quad shows a strong low-frequency roll oscillation; are the PID gains too high, and would zeroing the D gains and halving P and I remove the vibration?", author="u2")
    lend(P2_BF2935, [b291], P2_B_MORED, SAME, P2_BF5814)

    # ---- flight simulators: X-Plane datarefs ----
    ex1 = (U, "Custom datarefs. It would be very handy to be able to create custom datarefs on the client side.", "u1")
    ex2 = (A, "I can't see how this is intended to work. " + P2_X_FUNCTION + " The function's implementation has to be located in X-Plane or a plugin. This is why it is only possible to subscribe to predefined datarefs.", "u2")
    rec(P2_EXTPLANE, [ex1], ex2[1], True, "pronoun", ["this", "This"], "How would custom client-side datarefs in ExtPlane work? A dataref is translated into a function call whose implementation must be in X-Plane or a plugin, which is why ExtPlane clients can only subscribe to predefined datarefs.", author="u2")
    ex3 = "@Crashtender , can you provide some detail on what you are trying to accomplish with this? There might be some alternatives"
    rec(P2_EXTPLANE, [ex1, ex2], ex3, True, "pronoun", ["this", "some alternatives"], "What are you trying to accomplish with custom client-side datarefs in ExtPlane? There might be alternatives.", author="u3")
    lend(P2_EXTPLANE, [ex1], P2_X_READONLY, SAME, P2_WINCTRL35)

    w31 = (U, "Dataref contributions. Thanks a lot for this plugin. I'd like to contribute compatibility with other aircrafts, like the Laminar Boeing 737-800. I think the Contributing section is quite clear. However, it's not clear to me if there are any fundamental limitations in how different planes work that makes this impossible.", "u1")
    w32 = (U, "From my experience working on https://github.com/rswilem/winwing-xplane-plugin/pull/36 it doesn't seem to be any fundamental limitations. The difficulty is in finding the right dataref and mapping the behavior from one brand to the other.", "u1")
    rec(P2_WINCTRL35, [w31], w32[1], True, "ellipsis", ["any fundamental limitations", "The difficulty"], "From my work on winwing-xplane-plugin PR #36, there seem to be no fundamental limitations to adding other aircraft to the WinCtrl X-Plane plugin; the difficulty is finding the right dataref and mapping the behaviour from one brand to the other.", author="u1")
    w3q = "Thanks for opening this issue -- excuse my late reply. There are really no other challenges apart from capturing the right dataref and making sure that it has the right effect on the airplane. " + P2_X_READONLY + " DataRefTool (https://datareftool.com) does really come in handy here."
    rec(P2_WINCTRL35, [w31, w32], w3q, True, "ellipsis", ["no other challenges", "here"], "Adding aircraft to the WinCtrl X-Plane plugin has no other challenges than capturing the right dataref and making sure it has the right effect on the airplane; some datarefs are read-only and some writable, and DataRefTool helps find them.", author="u2")
    lend(P2_WINCTRL35, [w31], P2_X_PLUGIN, SELF, P2_EXTPLANE)

    w61 = (U, "FlightFactor 777 v1 and MCDU-32. FF 757/767 works fine on XP12, FF 777 does not", "u1")
    w62 = (A, "The plugin should be fully compatible with the FF777 on X-Plane 12. Can you list the issues you're experiencing?", "u2")
    rec(P2_WINCTRL65, [w61], w62[1], True, "ellipsis", ["The plugin", "the issues you're experiencing"], "The WinCtrl plugin should be fully compatible with the FlightFactor 777 on X-Plane 12; what issues do you experience with the FF777 and the MCDU-32?", author="u2")
    w63 = (U, "FF777 v1/ XP12/ WINCTRL 0.0.33. After launching the aircraft, the plug-in detects the FMC (MCDU), when press \"identify\", the indicators on the MCDU light up, but the screen is black and pressing the buttons is not transmitted to the simulator", "u1")
    w64 = (A, "That's very curious. What operating system are you on? Can you please check if the dataref `1-sim/cduL/display/symbols` exists on your side?", "u2")
    rec(P2_WINCTRL65, [w61, w62, w63, w64], "WIN 11/FF777 v. 1.11.4. 1-sim/cduL/display/symbols - missing. Apparently, WINCTRL support is not provided in this version:(", True, "pronoun", ["this version"], "On Windows 11 with FlightFactor 777 v1.11.4 the dataref 1-sim/cduL/display/symbols is missing; apparently that FF777 version does not support the WinCtrl MCDU.", author="u1")
    lend(P2_WINCTRL65, [w61], P2_X_999, SAME, P2_FIXGATEWAY)

    w11 = (U, "[request] Add check datarefs functionality. I think it could be useful in the future, add the possibility to check all current profile's datarefs (es. after started a new flight and choosing aircraft, before take off) to verify that any of used dataref is dismissed due upgrade of aircraft, so users could send to you what has to be fixed (in terms of datarefs).", "u1")
    w12 = (A, "I can see where you're coming from. We could try integrating a Dataref popup screen where profile values can be observed. I have explicitly omitted all drawing functions from the plugin though to improve speed.", "u2")
    w13 = (A, "@CyberGuerro is this what you mean\nhttps://youtu.be/3cnmCbHnxpg?si=cL5lOd1b_qpvWwWm", "u3")
    rec(P2_WINCTRL11, [w11, w12, w13], "it's more simple: test it's only finalized to check if datarefs and commands defined in the current profile exists or not and show to user which of them doesn't exist.", True, "correction", ["it's more simple"], "Add to the WinCtrl X-Plane plugin a check that only tests whether the datarefs and commands defined in the current profile exist, and shows the user which of them don't (not a popup screen observing profile values).", author="u1")
    lend(P2_WINCTRL11, [w11], P2_X_FUNCTION, SAME, P2_EXTPLANE)

    pl1 = (U, "[xswiftbus] set XSquawkBox datarefs where applicable. XSquawkBox publishes some datarefs that can be read by other X-Plane plugins. XSwiftBus could publish some of the same datarefs, for compatibility with those plugins.", "u1")
    rec(P2_PILOTCLIENT, [pl1], "XSquawkBox is no longer officially approved by VATSIM. Other plugins likely changed to new datarefs already.", True, "ellipsis", ["Other plugins", "new datarefs"], "XSquawkBox is no longer officially approved by VATSIM, so X-Plane plugins that read XSquawkBox's datarefs have likely changed to new datarefs already; should xswiftbus still publish XSquawkBox's datarefs?", author="u2")
    lend(P2_PILOTCLIENT, [pl1], P2_X_PLUGIN, SELF, P2_EXTPLANE)

    ap1 = (U, "Xplane DataRefs for simulated parameters configurator. Make xpl plugin accept additional array of data refs to be forwarded to sim and assigned to configured variables. I.e. battery voltage, fuel levels, etc.", "u1")
    rec(P2_APXGCS, [ap1], "The FW must be changed too to make this feature work.", True, "pronoun", ["this feature", "The FW"], "APX firmware must be changed too for the apx-gcs X-Plane plugin to accept extra datarefs forwarded to the simulator and assigned to configured variables.", author="u1")
    lend(P2_APXGCS, [ap1], P2_X_999, SAME, P2_FIXGATEWAY)

    xc1 = (U, "How to configue the Xplane Data Input&output? Hi ,Max\nI want to know how to configue the Xplane? I ran the example, but nothing changed in xplane,and no strings appear in textbox.", "u1")
    xc2 = (A, "Hello,\nthere shouldn't be any configuration in XPlane, the XPlaneConnector will subscribe to the requested DataRefs once you call Start.\nYou can try and check in the XPlane configuration if the default port has been changed, it should be 49000.", "u2")
    rec(P2_XPCONNECTOR, [xc1], xc2[1], True, "ellipsis", ["any configuration"], "X-Plane needs no configuration for XPlaneConnector, which subscribes to the requested DataRefs once you call Start; check that X-Plane's default port has not been changed from 49000.", author="u2")
    rec(P2_XPCONNECTOR, [xc1, xc2], "Hi Max,\nI test the example like you said above,but nothing changed. My X-plane version is 10.02, Is there any difference with your version?", True, "pronoun", ["the example", "your version"], "I ran the XPlaneConnector example as advised (no X-Plane configuration, port 49000) but nothing changed; my X-Plane version is 10.02. Is there any difference from the X-Plane version XPlaneConnector was tested with?", author="u1")
    lend(P2_XPCONNECTOR, [xc1], P2_X_READONLY, SAME, P2_WINCTRL35)

    fx1 = (U, "X-Plane plugin: Python 3 data-driven rewrite + nav (HSI) dataref support + NAVSRC persistence. This rebuilds the `xplane` plugin so it can drive a full glass-cockpit display\n(MakerPlane's pyEfis, including its synthetic-vision and HSI) from X-Plane over\nUDP, while keeping the old behaviour working.", "u1")
    # In its own thread, and still a trap: a general claim about X-Plane's data output.
    rec(P2_FIXGATEWAY, [fx1], P2_X_999 + "; the\n  plugin drops those so they never reach the database", False, SAME, [], None, author="u1")
    lend(P2_FIXGATEWAY, [fx1], P2_X_FUNCTION, SAME, P2_EXTPLANE)

    # ---- home solar batteries: inverter Modbus registers ----
    fo1 = (U, "Battery SoC wrong modbus register. Several battery-related registers are unavailable:\n\nI have a FoxESS H3-6.0 inverter connected through RS485 to a USR-TCP232-410S adapter. The USR-TCP232-410S adapter is connected to the LAN. I installed the integration and everything works flawlessly but some (important!) battary entities (including SoC).", "u1")
    fo2 = (U, "I tried to investigate a bit and it seems that the H3-6.0 battery SoC is on register 31039 instead of register 31024. Indeed, using QModMaster I mapped some registers starting from 31001 and found that the battery SoC (88%) is on register 31039:", "u1")
    rec(P2_FOXESS, [fo1], fo2[1], True, "ellipsis", ["instead of register 31024"], "The foxess_modbus integration reads the FoxESS H3-6.0 battery SoC from register 31024, but on this inverter it is on register 31039 (QModMaster found 88% there).", author="u1")
    rec(P2_FOXESS, [fo1, fo2], "Is there any way to configure it so that it it correctly read and reported?", True, "pronoun", ["it"], "Is there any way to configure the foxess_modbus integration so that the FoxESS H3-6.0 battery SoC is read from register 31039 and reported correctly?", author="u1")
    lend(P2_FOXESS, [fo1], P2_S_KWH, SAME, P2_SEMULTI)

    hu1 = (U, "[Bug]: Abnormal value for \"Battery Total charge\". I'm getting an very abnormal initial reading of the value for ´sensor.batteries_total_charge´ . The reading currently id about 463 MWh which of course isn't correct. I also se a smal deviation of the reading for ´sensor.batteries_total_discharge´.", "u1")
    rec(P2_HUAWEI, [hu1], "The issue is also described in this discussion https://github.com/wlcrs/huawei_solar/discussions/628", True, "pronoun", ["The issue"], "The Huawei Solar integration's abnormal sensor.batteries_total_charge reading (about 463 MWh) is also described in huawei_solar discussion #628.", author="u1")
    lend(P2_HUAWEI, [hu1], P2_S_KWH, SAME, P2_SEMULTI)

    # ---- stenography: Plover theory strokes in steno dictionaries ----
    s71 = (U, "Question about stroke for \"brings\". The stroke for \"brings\" in Plover release weekly-v4.0.0.dev8+66.g685bd33, and in the repo dictionaries, is:\n\n```json\n\"PWREUS\": \"brings\"\n```\n\nAlthough a much longer stroke, I would have expected to see:\n\n```json\n\"PWREUPBGS\": \"brings\"\n```\n\nwith the full `PBG` for the \"ng\" sound in \"brings\". " + P2_P_BRINGS, "u1")
    s7q = "I would guess `\"PWREUPBGS\": \"brings\"` works because `\"PWREUPBG\": \"bring\",` exists as a phonetic entry and `-S` is the suffix `^s` so when you \"tuck\" or \"fold\" the `S` in `\"PWREUPBGS\"`, Plover will automatically handle it through its orthography rules"
    # In its own thread, and still a trap: the answer names the stroke, the entries and Plover's rules in full.
    rec(P2_STENO72, [s71], s7q, False, SELF, [], None, author="u2")
    lend(P2_STENO72, [s71], P2_P_RULE1, SELF, P2_STENO77)

    s41 = (U, "Add Plover `TP*ERT` outline for \"feather\". This PR proposes to add the Plover single-stroke outline `TP*ERT` for \"feather\" to `dict.json`, and have the Gutenberg dictionary prefer it.", "u1")
    lend(P2_STENO413, [s41], P2_P_BRINGS, SELF, P2_STENO72)

    s21 = (U, "Add SEUFP stroke for \"situation\" and change other dictionaries to use it. Plover release weekly-v4.0.0.dev8+66.g685bd33, contains the stroke `SEUFP` for \"situation\".", "u1")
    rec(P2_STENO21, [s21], "This was not present in the dictionaries, so I propose adding it, as well as changing the other dictionaries to use it since:\n\n- it's less keys to stroke\n- it's easier to remember since \"sitch\" is English slang for \"situation\"", True, "pronoun", ["This", "it"], "Plover's stroke SEUFP for \"situation\" is not in the steno-dictionaries, so I propose adding it and changing the other dictionaries to use it: it's fewer keys to stroke and easier to remember, since \"sitch\" is English slang for \"situation\".", author="u1")
    lend(P2_STENO21, [s21], P2_P_RULE1, SELF, P2_STENO77)

    s91 = (U, "Is Plover stroke for \"ceremonies\" a mis-stroke (missing full `PB` stroke for \"n\")? In the current `dict.json` file, there is following stroke for \"ceremonies\":\n\n```json\n\"SER/PHOEP/-S\": \"ceremonies\"\n```\n\nI'm surprised that Plover does not also list a `SER/PHOEPB/-S` stroke for \"ceremonies\": it only lists `SER/PHOEP/-S`.", "u1")
    rec(P2_STENO195, [s91], "That is surprising! This is a good fix, and I can see no reason for the `B` to be missing beyond being a misstroke.", True, "pronoun", ["That", "This"], "It is surprising that Plover lists only SER/PHOEP/-S for \"ceremonies\"; adding SER/PHOEPB/-S is a good fix, and the missing B is most likely a misstroke.", author="u2")

    s201 = (U, "Stroke for \"transition\" missing an `R` stroke. In the current `dict.json` file, there are the following strokes for \"transition\":\n\n```json\n\"TAPBS/EUGS\": \"transition\",\n\"TRAPB/SEUGS\": \"transition\",\n\"TRAPBS/EUGS\": \"transition\",\n```", "u1")
    # In its own thread, and still a trap: the stroke and the word are named in full.
    rec(P2_STENO220, [s201], "`\"TAPBS/EUGS\": \"transition\"` without an `R` stroke looks like a mis-stroke to me.", False, SAME, [], None, author="u1")

    s521 = (U, "Add `TURPB/O*EFR` condensed stroke for \"turnover\". This PR proposes to add a `TURPB/O*EFR` condensed stroke for \"turnover\".", "u1")
    # In its own thread, and still a trap: "that" points inside the sentence, the outline is named in full.
    rec(P2_STENO520, [s521], "The `TURPB/SKWROEFR` Plover outline seems a bit strange to me, to be honest, though that's probably because I'm missing a Plover theory lesson :)", False, SELF, [], None, author="u1")

    s771 = (U, "Issue with stroke for \"folds\". In the current `dict.json` file, there are the following strokes for the word \"folds\":\n\n```json\n\"TPOLDZ\": \"folds\",\n\"TPOELDZ\": \"folds\",\n```\n\nIt struck me as strange that the singular and plural of a word would have a different stroke for their \"O\" sounds", "u1")
    rec(P2_STENO77, [s771], "Interesting one, @paulfioravanti .\n\nFrom the Learn Plover book:\n\n> " + P2_P_RULE1, True, "ellipsis", ["Interesting one"], "On the strokes TPOLDZ and TPOELDZ for \"folds\": the Learn Plover book's Rule 1 says that if the vowel letter appears without another vowel letter next to it, it doesn't matter which short vowel sound it makes.", author="u2")

    # ---- Rubik's cube: scramble notation and facelet strings for solvers ----
    cj1 = (U, "Convert to notation. there is no simple way to output the scramble as normal Rubik's cube notation AFAIK, but if there is please tell me", "u1")
    cj2 = (A, "Hello,\n\n" + P2_R_NOTSCRAMBLER + "\n\nIf you are looking for a scrambler, take a look the WCA approved scrambler: https://github.com/cubing/jsss", "u2")
    # In its own thread, and still a trap: it names cube.js and the WCA scrambler in full.
    rec(P2_CUBEJS, [cj1], cj2[1], False, SAME, [], None, author="u2")
    rec(P2_CUBEJS, [cj1, cj2], "I have checked out jsss but the canvas feature doesn't seem to work for me.", True, "ellipsis", ["the canvas feature"], "I checked out the WCA-approved scrambler jsss suggested instead of cube.js, but its canvas feature doesn't seem to work for me.", author="u1")

    hf1 = (U, "Question about Kociemba solver. Looking at the code, it looks like the kociemba solver (in /kociemba-hacked-speedtest) will only accept a cube state if the state string (Really a sequence of turns) is exactly 54 characters, and each face is turned exactly 9 times, and none of those turns are left-handed.\n\nAm I understanding this correctly?", "u1")
    hf2 = (U, "Or is this in some other notation? (not Singmaster, I guess, since that only takes 48 characters?)", "u1")
    rec(P2_HFTWISTER, [hf1], hf2[1], True, "pronoun", ["this", "that"], "Is HighFrequencyTwister's kociemba solver state string (54 characters) in some notation other than a sequence of turns? Not Singmaster, since that only takes 48 characters?", author="u1")
    rec(P2_HFTWISTER, [hf1, hf2], "Okay, so I get now that this isn't a sequence of turns, but rather some notation of which \"colors\" are on which facelets (54 facelets, and exactly nine facelets per side). But what is the order of facelets in this notation?", True, "pronoun", ["this", "this notation"], "The kociemba solver's 54-character cube state string says which colour is on each facelet (nine per side); what is the order of facelets in that string?", author="u1")
    lend(P2_HFTWISTER, [hf1], P2_R_NOTSCRAMBLER, SAME, P2_CUBEJS)

    ct1 = (U, "Scramble. I have been using the app and it displays instructions to scramble it but when I scramble my cube, it doesn’t match the picture on the screen. I’m new to cubing and I don’t know what side to face when scrambling, although I do know the notations ( if that’s what they are called).", "u1")
    rec(P2_CUBETIME, [ct1], "White side up, green side front 😃", True, "ellipsis", [], "To apply CubeTime's scramble so the cube matches the picture, hold the cube white side up, green side front.", author="u2")
    lend(P2_CUBETIME, [ct1], P2_R_NOTSCRAMBLER, SAME, P2_CUBEJS)

    tp1 = (U, "How I solve scrambles like this? >>> import kociemba\n\n>>> kociemba.solve('DRLUUBFBRBLURRLRUBLRDDFDLFUFUFFDBRDUBRUFLLFDDBFLUBLRBD')\n\nu\"D2 R' D' F2 B D R2 D2 R' F2 D' F2 U' B2 L2 U2 D R2 U\"", "u1")
    tp2 = (A, "You would create a Move object for your move and apply it to a default cube. Then pass it to the solver. Using the second move you wrote in C#:\n```cs\n// create a move and apply it to a new cube\nCube c = new Move(\"D2 R' D' F2 B D R2 D2 R' F2 D' F2 U' B2 L2 U2 D R2 U\").apply(new Cube());\n```", "u2")
    rec(P2_TWOPHASE, [tp1], tp2[1], True, "position", ["the second move you wrote"], "To solve a scramble with TwoPhaseSolver, create a Move object for the move sequence (here D2 R' D' F2 B D R2 D2 R' F2 D' F2 U' B2 L2 U2 D R2 U), apply it to a default cube, and pass the cube to the solver; in C#: new Move(\"...\").apply(new Cube()).", author="u2")
    rec(P2_TWOPHASE, [tp1, tp2], "Thanks for the clarification.", True, "ellipsis", ["the clarification"], "Thanks for explaining how to solve a scramble with TwoPhaseSolver by applying a Move to a default cube.", author="u1")

    sd1 = (U, "Clock scramble says \"Invalid Scramble\". It seems like there is some inconsistency in the notation for clock. Our notation: `UR4- DR1+ DL5+ UL1- U1+ R0+ D2- L1+ ALL4+ y2 U1- R4- D0+ L3+ ALL1+ UR DR DL`\n\nscramble-display gives an error: `Invalid scramble`", "u1")
    sd2 = (A, "That scramble works, as far as I can tell!\n\nhttps://jsfiddle.net/lgarron/2sb1xp40/\n\nIs it possible that you're adding extra padding or newlines accidentally? Try making sure there's a space between any two adjacent moves, and nowhere else.", "u2")
    rec(P2_SCRAMBLEDISPLAY, [sd1], sd2[1], True, "pronoun", ["That scramble"], "The Clock scramble UR4- DR1+ DL5+ ... UR DR DL works in scramble-display as far as I can tell; are you adding extra padding or newlines? Make sure there is a space between any two adjacent moves and nowhere else.", author="u2")
    rec(P2_SCRAMBLEDISPLAY, [sd1, sd2], "Just upgraded from 0.0.5 to 0.1.0 and now we're good, silly mistake on my part. Thanks for looking into it!", True, "ellipsis", ["now we're good"], "After upgrading scramble-display from 0.0.5 to 0.1.0 our Clock scramble no longer gives Invalid scramble.", author="u1")

    cu1 = (U, "15 Puzzle scramble notation is backwards. Oops! I misread https://www.speedsolving.com/wiki/index.php/15_puzzle#Notation, and when I built my homegrown random-move scrambler, I got the scramble notation exactly backwards.", "u1")
    rec(P2_CUBERSIO, [cu1], "Fix this, and get rid of the scrambles in the scramble pool so the next time the event rolls around, the scrambles are right.", True, "pronoun", ["this"], "Fix cubers.io's backwards 15 Puzzle scramble notation and get rid of the scrambles in the scramble pool, so the next time the event comes around the scrambles are right.", author="u1")

    ko1 = (U, "Enhance schema description in readme. Hello,\n\nthe schema for the cube is not perfectly clear:\n```\n             |*U1**U2**U3*|\n ************|************|************|************\n *L1**L2**L3*|*F1**F2**F3*|*R1**R2**R3*|*B1**B2**B3*\n```", "u1")
    rec(P2_KOCIEMBA, [ko1], "What are the corners? From which perspective is one viewing on it?\nIs F7 left bottom? Is L3 left bottom?", True, "pronoun", ["it", "the corners"], "In the kociemba README's cube facelet schema, what are the corners and from which perspective is one viewing it? Is F7 the bottom left? Is L3 the bottom left?", author="u1")

    # ---- cooking: cups, grams and metric units in recipes ----
    md1 = (U, "Use alternative unit than cups. " + P2_K_EUROPE + "\n\nMaybe there is a chance of updating the recipe with metric measurements instead of cups?", "u1")
    # In its own thread, and still a trap: both conversions are stated in full.
    rec(P2_MATEDOR, [md1], "(am I right if I suggest that 1 cup of raw sugar is 201g and 1 cup of water is 235 ml?)", False, SAME, [], None, author="u1")
    rec(P2_MATEDOR, [md1, (U, "(am I right if I suggest that 1 cup of raw sugar is 201g and 1 cup of water is 235 ml?)", "u1")], "thanks for the suggestion, I've added metric measurements", True, "ellipsis", ["the suggestion"], "Matedor's recipe now has metric measurements besides cups, as suggested.", author="u2")
    lend(P2_MATEDOR, [md1], P2_K_FLOUR, SAME, P2_VANILLA47)

    mc1 = (U, "not working at all, previously gave different gram weights for cups of same ingredient on different websites. this app is now not working on Holy Cow! vegan recipes. yesterday I was looking a variations of the same recipe on different websites and it gave different gram weights for half cup of same ingredient on each", "u1")
    mc2 = (A, "The HTML looks like this:\n```\n<li class=\"wprm-recipe-ingredient\" style=\"list-style-type: disc;\">\n  <span class=\"wprm-recipe-ingredient-amount\">1</span>\n  <span class=\"wprm-recipe-ingredient-unit\">tsp</span> \n```\nso it's the same problem as #6 and some others, I should definitely look into this...", "u2")
    mc3 = (A, "Sorry for the super late reply, but if you still had the URL of the site with the different gram weights, I could investigate that too!", "u2")
    rec(P2_METRICCOOKING, [mc1, mc2], mc3[1], True, "ellipsis", ["the site with the different gram weights", "that too"], "Do you still have the URL of the recipe site where Metric Cooking gave different gram weights for half a cup of the same ingredient? I could investigate that too.", author="u2")
    mcq = "https://www.allrecipes.com/recipe/10813/best-chocolate-chip-cookies/\n\nAlso here, the 1 cup of white sugar is converted to 200g, whereas I'd prefer if it was dl, because that's how we measure things in Finland and I assume other Nordic countries."
    rec(P2_METRICCOOKING, [mc1, mc2, mc3], mcq, True, "ellipsis", ["Also here"], "On Allrecipes' Best Chocolate Chip Cookies, Metric Cooking converts 1 cup of white sugar to 200g, but I'd prefer decilitres, as measured in Finland and probably other Nordic countries.", author="u3")
    lend(P2_METRICCOOKING, [mc1], P2_K_EUROPE, SAME, P2_MATEDOR)

    v41 = (U, "Deal with volumes of dry ingredients when converting to cups. e.g. " + P2_K_FLOUR, "u1")
    lend(P2_VANILLA47, [v41], P2_K_EUROPE, SAME, P2_MATEDOR)

    v171 = (U, "Converting metric volumetric to US vol should just convert to US cups. https://cookrr.jamestorr.com/recipe/E28B4272-312B-46DD-A629-7E79EF59467F/view", "u1")
    rec(P2_VANILLA170, [v171], "ml to cups should be around 1 here. I think it's matching ml to grams, where it should be bypassing the dryIngredient search altogether.", True, "ellipsis", ["here", "it"], "In this vanilla-cookbook recipe, converting ml to US cups should give around 1; the converter seems to match ml to grams, where it should bypass the dryIngredient search altogether.", author="u1")

    tk1 = (U, "Metric units. Could we maybe get a version with metric units like grams and milliliters? Cups and oz make my brain hurt.", "u1")
    lend(P2_TIKKA, [tk1], P2_K_FLOUR, SAME, P2_VANILLA47)


    # ---- PCB footprints: courtyards in imported KiCad footprints ----
    ee1 = (U, "no courtyard. Thanks for great work. Just noticed no courtyard  on imported footprints to KiCad", "u1")
    rec(P2_EASYEDA, [ee1], "Fix in #184", True, "ellipsis", ["#184"], "easyeda2kicad's missing courtyard on footprints imported to KiCad is fixed in pull request #184.", author="u2")

    jl1 = (U, "0805 Footprint Errors. Hi,\nThe 0805 footprints you are using have a \"malformed courtyard.\"", "u1")
    jl2 = (A, "Thanks for spotting this, it really helps to get rid of those rough edges that I have missed :)\n\nI've gone through and fixed all the DRC errors I can find in the footprints here: https://github.com/CDFER/JLCPCB-Kicad-Library/commit/b3a3518cb78484469e243446e26005330055260b\n\nIt'll be out in the release later today.", "u2")
    rec(P2_JLCKICAD, [jl1], jl2[1], True, "pronoun", ["this", "the footprints", "It"], "JLCPCB-Kicad-Library's malformed courtyards on the 0805 footprints, and all other DRC errors found in its footprints, are fixed in commit b3a3518, out in the release later today.", author="u2")
    rec(P2_JLCKICAD, [jl1, jl2, (U, "Thanks Chris!", "u1")], "They appear good now Chris!", True, "pronoun", ["They"], "JLCPCB-Kicad-Library's 0805 footprints' courtyards appear good now after the fix.", author="u1")
