"""df40 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, thirty-sixth pass): engineering threads in areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"


# ---- building psycopg2 from source: "Error: pg_config executable not found.", libpq-dev / postgresql-devel, psycopg2-binary ----
PG_P1296 = GH + "psycopg/psycopg2/issues/1296"
PG_P357 = GH + "psycopg/psycopg2/issues/357"
PG_P488 = GH + "psycopg/psycopg2/issues/488"
PG_P1529 = GH + "psycopg/psycopg2/issues/1529"
PG_P761 = GH + "psycopg/psycopg2/issues/761"
PG_P684 = GH + "psycopg/psycopg2/issues/684"
PG_JUNC411 = GH + "pythonindia/junction/issues/411"
PG_IOTD2 = GH + "realpython/image-of-the-day/issues/2"
PG_DEX70 = GH + "sclorg/django-ex/issues/70"
PG_FBASE96 = GH + "hack4impact/flask-base/issues/96"
PG_MLH18 = GH + "MLH/mlh-hackathon-flask-starter/issues/18"
PG_WPAD10 = GH + "huserben/walkingpad/issues/10"
PG_MRP14 = GH + "umit-ozturk/MRP-Project/issues/14"
PG_BOOT34 = GH + "vitorfs/bootcamp/issues/34"
PG_DRFT6 = GH + "carltongibson/rest-framework-tutorial/issues/6"
PG_TLDW377 = GH + "rmusser01/tldw_server/issues/377"
PG_APPD524 = GH + "hassio-addons/app-appdaemon/issues/524"
PG_ULTIMA2090 = GH + "UltimaHoarder/UltimaScraper/issues/2090"
PG_B_EGGINFO = "Command \"python setup.py egg_info\" failed with error code 1 in /private/var/folders/6l/v90n_csd2vq8qpkfbymv61zm0000gn/T/pip-build-p1b60n08/psycopg2/"
PG_B_REQSRC = "pg_config is required to build psycopg2 from source.  Please add the directory\n    containing pg_config to the $PATH or specify the full executable path with the\n    option:"
PG_B_BINARY = "If you prefer to avoid building psycopg2 from source, please install the PyPI\n    'psycopg2-binary' package instead."
PG_B_DOCKERRUN = "$ docker run -it --rm python:3.6.4-alpine sh\n$ pip install psycopg2-binary\n\nCollecting psycopg2-binary\n  Downloading psycopg2-binary-2.7.4.tar.gz (426kB)"
PG_B_UV = "Building psycopg2==2.9.12\n  × Failed to build `psycopg2==2.9.12`\n  ├─▶ The build backend returned an error"
PG_B_PIPU = "pip install -U -r requirements.pip\nError: pg_config executable not found."
PG_B_SETUPINSTALL = "Running setup.py install for psycopg2 ... error\n  error: subprocess-exited-with-error"
PG_B_DISCARD = "WARNING: Discarding https://files.pythonhosted.org/packages/62/ca/0a479c9664526e86c2913a7ad593586eeb86b428b7e629e7c7b6b69e3cb7/psycopg2-2.7.tar.gz#sha256=ceadecf660ad4f7a31ea5baef30a7351add8626f9fd3daaafabb9a9e549f3f9a (from https://pypi.org/simple/psycopg2/). Command errored out with exit status 1: python setup.py egg_info Check the logs for full command output."
PG_B_PIP3 = "$ pip3 install --user --no-binary :all: psycopg2\nCollecting psycopg2\n  Downloading psycopg2-2.6.2.tar.gz (376kB)"
PG_B_FBASELOG = "Collecting psycopg2==2.6.1 (from -r requirements.txt (line 17))\n  Using cached psycopg2-2.6.1.tar.gz\n    Complete output from command python setup.py egg_info:"
PG_B_TLDWLOG = "#13 33.00   Downloading psycopg2-2.9.10.tar.gz (385 kB)\n#13 33.11   Installing build dependencies: started"
PG_BARE = "Error: pg_config executable not found.\n\nPlease add the directory containing pg_config to the PATH"


def _pgconfig(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "installing psycopg2 exits with error", "u1")
    # The pip line names psycopg2's sdist and the command run (ruling before df40, first clause): a trap.
    rec(PG_P1296, [t], PG_B_DISCARD, False, SAME, [], None, author="u1")
    lend(PG_P1296, [t], PG_B_PIP3, SAME, PG_P488)
    lend(PG_P1296, [t], PG_B_REQSRC, SAME, PG_MRP14)

    t = (U, "Error installing psycopg2 even after installing the postgresql-devel package", "u1")
    a1 = (U, "Have a look at this:\nhttps://gist.github.com/d3prof3t/81542e34f50d5c8e0929", "u1")
    a2 = (U, "I am setting up a fedora 22 server and was installing the psycopg2 via pip in my virtualenv and I am still facing issues.\nAny suggestions?", "u1")
    a3 = (A, "What part of\n\n    Error: pg_config executable not found.\n    \n    Please add the directory containing pg_config to the PATH\n    or specify the full executable path with the option:\n    \n        python setup.py build_ext --pg-config /path/to/pg_config build ...\n\nyou don't understand?", "u2")
    a4 = (A, "Don't open this bug report again. This is not a bug.", "u2")
    rec(PG_P357, [t], a1[1], True, "pronoun", ["this"], "Have a look at my log (https://gist.github.com/d3prof3t/81542e34f50d5c8e0929) of installing psycopg2 failing even after installing the postgresql-devel package.", author="u1")
    # "still" leans on the title's postgresql-devel attempt (rule 6, the ruling before df38's measure clause).
    rec(PG_P357, [t, a1], a2[1], True, "ellipsis", ["still facing issues"], "I'm setting up a Fedora 22 server and installing psycopg2 via pip in my virtualenv, and it still fails even after installing the postgresql-devel package; any suggestions?", author="u1")
    # The maintainer quotes the whole error he means; "you" is the reader (rule 2): a trap.
    rec(PG_P357, [t, a1, a2], a3[1], False, SELF, [], None, author="u2")
    rec(PG_P357, [t, a1, a2, a3], a4[1], True, "pronoun", ["this bug report", "This"], "Don't open the psycopg2 report 'pg_config executable not found after installing postgresql-devel' again: it is not a bug.", author="u2")
    rec(PG_P357, [t, a1, a2, a3, a4], "Okkay", True, "ellipsis", [], "OK, I won't reopen the psycopg2 pg_config report.", author="u1")
    lend(PG_P357, [t, a1], PG_B_SETUPINSTALL, SAME, PG_P1529)

    t = (U, "Install fails with “Error: pg_config executable not found.”", "u1")
    # The command with its output (ruling before df37): a trap.
    rec(PG_P488, [t], PG_B_PIP3, False, SAME, [], None, author="u1")
    lend(PG_P488, [t], PG_B_EGGINFO, SAME, PG_IOTD2)
    lend(PG_P488, [t], PG_B_UV, SAME, PG_APPD524)

    t = (U, "Installation in docker (alpine) failed", "u1")
    b1 = (U, "Hi,\ni can't install your module in docker.", "u1")
    b2 = (U, "running:\n* alpine 3.17.0\n* pip 22.3.1 from /usr/lib/python3.10/site-packages/pip (python 3.10)", "u1")
    b3 = (U, "This is pre-installed:\n* python3-dev\n* libpq-dev\n* py3-pip\n* build-base", "u1")
    rec(PG_P1529, [t], b1[1], True, "pronoun", ["your module"], "I can't install psycopg2 in a Docker alpine image.", author="u1")
    # Environment fragment (rule 1's "OS: Ubuntu 24.04 LTS").
    rec(PG_P1529, [t, b1], b2[1], True, "ellipsis", [], "Installing psycopg2 fails in Docker on alpine 3.17.0 with pip 22.3.1 (Python 3.10).", author="u1")
    rec(PG_P1529, [t, b1, b2], b3[1], True, "pronoun", ["This"], "python3-dev, libpq-dev, py3-pip and build-base are pre-installed in my alpine 3.17.0 image, yet installing psycopg2 fails.", author="u1")
    rec(PG_P1529, [t, b1, b2, b3], PG_B_SETUPINSTALL, False, SAME, [], None, author="u1")
    lend(PG_P1529, [t, b1], PG_B_DOCKERRUN, SAME, PG_P684)

    t = (U, "Install psycopg2-binary need external libraries error.", "u1")
    c1 = (U, "on docker image: python:3.7-alpine", "u1")
    c2 = "Collecting psycopg2-binary (from -r requirements.txt (line 6))\n  Downloading https://files.pythonhosted.org/packages/17/dc/3f6bfae668594013cb9ef0cba4f4863451220944650868ad67332ca9069c/psycopg2-binary-2.7.5.tar.gz (427kB)\n    Complete output from command python setup.py egg_info:"
    rec(PG_P761, [t], c1[1], True, "ellipsis", [], "Installing psycopg2-binary on the python:3.7-alpine docker image fails asking for external libraries.", author="u1")
    rec(PG_P761, [t, c1], c2, False, SAME, [], None, author="u1")
    # The message names psycopg2 and psycopg2-binary in full: a general sentence, a trap (ruling before df36).
    rec(PG_P761, [t, c1, (U, c2, "u1")], PG_B_BINARY, False, SAME, [], None, author="u1")
    lend(PG_P761, [t, c1], PG_B_TLDWLOG, SAME, PG_TLDW377)

    t = (U, "Installing psycopg2-binary with Python:3.6.4-alpine doesn't work", "u1")
    d1 = (U, "When you try to install the binary version of the lib you get the source version error.", "u1")
    rec(PG_P684, [t], d1[1], True, "pronoun", ["the lib", "the source version error"], "When you try to install psycopg2-binary on python:3.6.4-alpine you get the 'pg_config executable not found' error of building psycopg2 from source.", author="u1")
    rec(PG_P684, [t, d1], PG_B_DOCKERRUN, False, SAME, [], None, author="u1")
    lend(PG_P684, [t], PG_B_BINARY, SAME, PG_P761)

    t = (U, "error while installing requirements-dev.txt", "u1")
    e1 = (A, "@vinay13 can you provide the error log that you getting.", "u2")
    e2 = "error : pg_config executable not found.\nIt is resolved now by running this command .. sudo apt-get install libpq-dev python-dev.\nThanks."
    rec(PG_JUNC411, [t], e1[1], True, "pronoun", ["the error log"], "@vinay13, can you provide the error log you get while installing junction's requirements-dev.txt?", author="u2")
    # The error names only the missing component (ruling before df39), then the bare fix (ruling before df38).
    rec(PG_JUNC411, [t, e1], e2, True, "ellipsis", [], "Installing junction's requirements-dev.txt failed with 'pg_config executable not found'; it is resolved by running sudo apt-get install libpq-dev python-dev.", author="u1")
    lend(PG_JUNC411, [t], PG_B_FBASELOG, SAME, PG_FBASE96)
    lend(PG_JUNC411, [t, e1], PG_B_PIPU, SAME, PG_BOOT34)

    t = (U, "Cannot find pg_config executable when installing requirements.", "u1")
    f1 = (U, "Collecting psycopg2==2.6.1 (from -r requirements.txt (line 3))\n  Using cached psycopg2-2.6.1.tar.gz\n    Complete output from command python setup.py egg_info:", "u1")
    rec(PG_IOTD2, [t], f1[1], False, SAME, [], None, author="u1")
    # The error line alone names only pg_config, what was missing (ruling before df39): a follow-up.
    rec(PG_IOTD2, [t, f1], PG_BARE, True, "ellipsis", [], "Installing image-of-the-day's requirements fails building psycopg2: 'Error: pg_config executable not found. Please add the directory containing pg_config to the PATH'.", author="u1")
    rec(PG_IOTD2, [t, f1, (U, PG_BARE, "u1")], PG_B_EGGINFO, False, SAME, [], None, author="u1")
    lend(PG_IOTD2, [t], PG_B_DISCARD, SAME, PG_P1296)

    t = (U, "Error: pg_config executable not found.", "u1")
    g1 = (U, "While installing with `pip install -r requirements.txt` on OS X El Capitan I get an error:", "u1")
    g2 = "(OPENSHIFT_DJANGO) @MyMac[~/_GITHUB/django-ex]$ pip install -r requirements.txt\nCollecting django<1.9,>=1.8 (from -r requirements.txt (line 1))\n  Using cached Django-1.8.17-py2.py3-none-any.whl"
    rec(PG_DEX70, [t], g1[1], True, "ellipsis", ["an error"], "While installing django-ex's requirements with `pip install -r requirements.txt` on OS X El Capitan I get 'Error: pg_config executable not found.'", author="u1")
    rec(PG_DEX70, [t, g1], g2, False, SAME, [], None, author="u1")
    lend(PG_DEX70, [t, g1], PG_B_PIP3, SAME, PG_P488)

    t = (U, "Requirment installation error. Error: pg_config executable not found", "u1")
    h1 = (U, PG_B_FBASELOG, "u1")
    h2 = (U, "Environment:\n(flask_base) adop@adop:~/flask-base$ lsb_release -a\nNo LSB modules are available.\nDistributor ID: Ubuntu\nDescription:    Ubuntu 16.04.1 LTS", "u1")
    h3 = (U, "(flask_base) adop@adop:~/flask-base$ python --version\nPython 2.7.12", "u1")
    h4 = "Issue was solved by installing \nsudo apt-get install libpq-dev"
    rec(PG_FBASE96, [t], h1[1], False, SAME, [], None, author="u1")
    # Commands quoted with their output (ruling before df40, second clause): traps.
    rec(PG_FBASE96, [t, h1], h2[1], False, SAME, [], None, author="u1")
    rec(PG_FBASE96, [t, h1, h2], h3[1], False, SAME, [], None, author="u1")
    rec(PG_FBASE96, [t, h1, h2, h3], h4, True, "ellipsis", ["Issue"], "flask-base's 'pg_config executable not found' requirements installation error was solved by installing libpq-dev (sudo apt-get install libpq-dev).", author="u1")
    lend(PG_FBASE96, [t], PG_B_EGGINFO, SAME, PG_IOTD2)

    t = (U, "Error: pg_config executable not found.", "u1")
    i1 = (U, "After following the installation procedure, creating a virtual environment (Python 3.7.5rc1), and activating it, by running \n```bash\npip install -r requirements.txt\n```\nI get the following error:", "u1")
    rec(PG_MLH18, [t], i1[1], True, "ellipsis", ["the installation procedure", "the following error"], "After following mlh-hackathon-flask-starter's installation procedure in a Python 3.7.5rc1 virtual environment, pip install -r requirements.txt fails with 'Error: pg_config executable not found.'", author="u1")
    lend(PG_MLH18, [t], PG_B_REQSRC, SAME, PG_MRP14)
    lend(PG_MLH18, [t, i1], PG_B_FBASELOG, SAME, PG_FBASE96)

    t = (U, "pg_config executable not found", "u1")
    j1 = (U, "Rapsberry Pi 3 / Raspbian GNU/Linux 10 (buster)\nPython 2.7.16 / pip 18.1", "u1")
    j2 = (U, "Hi @huserben, when I try to install with \n`python -m pip install --no-cache-dir -r requirements.txt`\nI get the error\n`Error: pg_config executable not found.`", "u1")
    j3 = (U, "Do I need to install something else?", "u1")
    j4 = (A, "Hi @jnbht \n\nthis seems strange. What does stand out to me is the fact that you are using python 2 and not 3. I've never run this on python 2 so my assumption would be that this could be the problem.", "u2")
    j5 = (A, "Do you have the possibility to switch to python 3 and try it?", "u2")
    j6 = "Ok, I try to upgrade. Fingers crossed that I don’t brake anything else 😅\nThanks for the reply @huserben"
    rec(PG_WPAD10, [t], j1[1], True, "ellipsis", [], "walkingpad's install fails with 'pg_config executable not found' on a Raspberry Pi 3 with Raspbian 10 (buster), Python 2.7.16 and pip 18.1.", author="u1")
    # The command quoted with its error (ruling before df37): a trap.
    rec(PG_WPAD10, [t, j1], j2[1], False, SAME, [], None, author="u1")
    rec(PG_WPAD10, [t, j1, j2], j3[1], True, "ellipsis", [], "Do I need to install something else to fix 'pg_config executable not found' when installing walkingpad's requirements?", author="u1")
    rec(PG_WPAD10, [t, j1, j2, j3], j4[1], True, "pronoun", ["this", "the problem"], "walkingpad's 'pg_config executable not found' on Python 2 seems strange; walkingpad was never run on Python 2, so using Python 2 rather than 3 could be the problem.", author="u2")
    rec(PG_WPAD10, [t, j1, j2, j3, j4], j5[1], True, "pronoun", ["it"], "Can you switch to Python 3 and try installing walkingpad's requirements again?", author="u2")
    rec(PG_WPAD10, [t, j1, j2, j3, j4, j5], j6, True, "ellipsis", [], "OK, I'll try upgrading my Raspberry Pi to Python 3 to install walkingpad; fingers crossed I don't break anything else.", author="u1")

    t = (U, "Erro on install", "u1")
    k1 = (U, "I cant install the app because run the error:\n\nError: pg_config executable not found.", "u1")
    rec(PG_MRP14, [t], k1[1], True, "pronoun", ["the app"], "I can't install MRP-Project because of the error 'Error: pg_config executable not found.'", author="u1")
    rec(PG_MRP14, [t, k1], PG_B_REQSRC, False, SAME, [], None, author="u1")
    lend(PG_MRP14, [t], PG_B_SETUPINSTALL, SAME, PG_P1529)

    t = (U, "Error: pg_config executable not found. (osx)", "u1")
    m2 = (U, "Solve: \nbrew install postgres --no-tcl", "u1")
    m3 = (A, "Usually I solve the problem with\n\nexport PATH=$PATH:/Applications/Postgres.app/Contents/Versions/9.3/bin", "u2")
    m4 = "Anyway I gotta remove postgres as a dependency of the project... I mean, you can run it with any other db Django supports"
    rec(PG_BOOT34, [t], PG_B_PIPU, False, SAME, [], None, author="u1")
    # A bare fix (ruling before df38): a follow-up.
    rec(PG_BOOT34, [t, (U, PG_B_PIPU, "u1")], m2[1], True, "ellipsis", [], "bootcamp's 'pg_config executable not found' on macOS is solved by brew install postgres --no-tcl.", author="u1")
    rec(PG_BOOT34, [t, (U, PG_B_PIPU, "u1"), m2], m3[1], True, "pronoun", ["the problem"], "I usually solve 'pg_config executable not found' on macOS by adding Postgres.app's bin directory to PATH (export PATH=$PATH:/Applications/Postgres.app/Contents/Versions/9.3/bin).", author="u2")
    rec(PG_BOOT34, [t, (U, PG_B_PIPU, "u1"), m2, m3], m4, True, "pronoun", ["the project", "it"], "I have to remove postgres as a dependency of bootcamp; you can run bootcamp with any other database Django supports.", author="u2")
    lend(PG_BOOT34, [t], PG_B_UV, SAME, PG_APPD524)

    t = (U, "Error while running pip install - r requirements.txt on windows", "u1")
    n1 = (U, "Command \"python setup.py egg_info\" failed with error code 1 in C:\\Users\\ajay\\AppData\\Local\\Temp\\pip-install-zqmkjzos\\psycopg2\\", "u1")
    n2 = (A, "Installing PostgreSQL which contains pg_config fixed the error for me.", "u2")
    n3 = (A, "For Mac,\n> brew install postgresql", "u2")
    n4 = "For Windows, try if this solution works: https://stackoverflow.com/questions/36846579/error-when-installing-psycopg2-on-windows-10"
    rec(PG_DRFT6, [t], n1[1], False, SAME, [], None, author="u1")
    rec(PG_DRFT6, [t, n1], n2[1], True, "pronoun", ["the error"], "Installing PostgreSQL, which contains pg_config, fixed the psycopg2 'pg_config executable not found' error when installing rest-framework-tutorial's requirements.", author="u2")
    rec(PG_DRFT6, [t, n1, n2], n3[1], True, "ellipsis", ["For Mac"], "On Mac, install PostgreSQL with brew install postgresql to fix psycopg2's 'pg_config executable not found' when installing rest-framework-tutorial's requirements.", author="u2")
    rec(PG_DRFT6, [t, n1, n2, n3], n4, True, "ellipsis", ["For Windows", "this solution"], "On Windows, try the solution at https://stackoverflow.com/questions/36846579/error-when-installing-psycopg2-on-windows-10 for psycopg2's 'pg_config executable not found' when installing rest-framework-tutorial's requirements.", author="u2")
    lend(PG_DRFT6, [t], PG_B_PIP3, SAME, PG_P488)

    t = (U, "psycopg2 error when using dockerfile", "u1")
    o1 = (U, "Latest git clone", "u1")
    o2 = (U, "When trying to build the docker container psycopg2 fails to complete in pip install -r requirements.txt", "u1")
    rec(PG_TLDW377, [t], o1[1], True, "ellipsis", [], "Building tldw_server's Dockerfile from the latest git clone fails on psycopg2.", author="u1")
    rec(PG_TLDW377, [t, o1], o2[1], True, "pronoun", ["the docker container"], "When building tldw_server's docker container, psycopg2 fails to complete in pip install -r requirements.txt.", author="u1")
    # Second reader's adjudication (r2df, thirty-sixth pass): a build log naming only the package being installed, its outcome only the thread's, is a follow-up (rulings before df37, 'I ran into this:' with the log trimmed, and before df39, only the component named); was a trap. Its lent copies (psycopg2 #761, appdaemon #524) are left for the lead.
    rec(PG_TLDW377, [t, o1, o2], PG_B_TLDWLOG, True, "ellipsis", [], "When building tldw_server's docker container, pip install -r requirements.txt fails on psycopg2 after '#13 33.00 Downloading psycopg2-2.9.10.tar.gz (385 kB) #13 33.11 Installing build dependencies: started'.", author="u1")
    lend(PG_TLDW377, [t], PG_B_DOCKERRUN, SAME, PG_P684)

    t = (U, "Failed to build psycopg2 after update appdaemon to 0.19.1", "u1")
    # Second reader's adjudication (r2df, thirty-sixth pass): the error names only the requirement that failed to build (psycopg2==2.9.12), not the tool printing it, a command or the thread's project: a follow-up (ruling before df39, first clause, its `install==1.3.5` and pip 'Could not find a version that satisfies the requirement' rows); was a trap. Its lent copies (psycopg2 #488, bootcamp #34) are left for the lead.
    rec(PG_APPD524, [t], PG_B_UV, True, "ellipsis", [], "After updating the AppDaemon add-on to 0.19.1, its install fails to build psycopg2==2.9.12: the build backend returned an error.", author="u1")
    lend(PG_APPD524, [t], PG_B_DISCARD, SAME, PG_P1296)
    lend(PG_APPD524, [t], PG_B_TLDWLOG, SAME, PG_TLDW377)

    t = (U, "Docker image fails to build due to psycopg2 build failure.", "u1")
    q1 = (U, "Docker image fails to build due to ` Error: pg_config executable not found. pg_config is required to build psycopg2 from source`.", "u1")
    q2 = (U, "Quick solution is to change base image from `python3.10-slim` to `python3.10` - it builds fine then.", "u1")
    q3 = "Alternatively you can manually call `apt` as necessary in dockerfile to setup environment as necessary to install `psycopg2`"
    # Continues the title's words; whose Docker image only the thread gives (ruling before df36).
    rec(PG_ULTIMA2090, [t], q1[1], True, "ellipsis", ["Docker image"], "UltimaScraper's Docker image fails to build because psycopg2 needs pg_config: 'Error: pg_config executable not found. pg_config is required to build psycopg2 from source'.", author="u1")
    rec(PG_ULTIMA2090, [t, q1], q2[1], True, "ellipsis", ["base image", "it"], "A quick fix for UltimaScraper's Docker image failing to build psycopg2 is to change its base image from `python3.10-slim` to `python3.10`; it builds fine then.", author="u1")
    # "Alternatively" leaves out what it is an alternative for (ruling before df39, second clause).
    rec(PG_ULTIMA2090, [t, q1, q2], q3, True, "ellipsis", ["Alternatively", "dockerfile"], "Alternatively, to fix UltimaScraper's Docker image build failing on psycopg2, call `apt` in its Dockerfile to set up what installing `psycopg2` needs.", author="u1")
    lend(PG_ULTIMA2090, [t, q1], PG_B_BINARY, SAME, PG_P761)

# ---- building mysqlclient from source: "OSError: mysql_config not found", libmysqlclient-dev / mariadb-devel, pkg-config for mysqlclient>=2.2.0 ----
MY_M2J3 = GH + "sethblack/mysql-to-json/issues/3"
MY_XHJ15 = GH + "wong2/xiaohuangji/issues/15"
MY_MODO1978 = GH + "modoboa/modoboa/issues/1978"
MY_MC205 = GH + "PyMySQL/mysqlclient/issues/205"
MY_MC493 = GH + "PyMySQL/mysqlclient/issues/493"
MY_GSOC373 = GH + "python-gsoc/python-blogs/issues/373"
MY_BRUTE1 = GH + "aqhmal/mysql_bruteforce/issues/1"
MY_DFIND4 = GH + "knipknap/django-find/issues/4"
MY_FAZT1 = GH + "FaztWeb/flask-crud-contacts-app/issues/1"
MY_FMDB13 = GH + "alexferl/flask-mysqldb/issues/13"
MY_PDM1022 = GH + "pdm-project/pdm/issues/1022"
MY_ALPY13 = GH + "jfloff/alpine-python/issues/13"
MY_DBOM45 = GH + "mpkasp/django-bom/issues/45"
MY_DJ4E27 = GH + "csev/dj4e-samples/issues/27"
MY_ALLI374 = GH + "allianceauth/allianceauth/issues/374"
MY_EDXAPI644 = GH + "openedx-unsupported/edx-analytics-data-api/pull/644"
MY_EDXDASH1470 = GH + "openedx-unsupported/edx-analytics-dashboard/pull/1470"
MY_EDXEX149 = GH + "edx/edx-exams/pull/149"
MY_DISC4026 = GH + "openedx/course-discovery/pull/4026"
MY_BOH13 = GH + "aparsons/bag-of-holding/issues/13"
MY_CONPOT519 = GH + "mushorg/conpot/issues/519"
MY_B_SH = "/bin/sh: mysql_config: orden no encontrada\n/bin/sh: mariadb_config: orden no encontrada"
MY_B_PKGCFG = "Exception: Can not find valid pkg-config name.\nSpecify MYSQLCLIENT_CFLAGS and MYSQLCLIENT_LDFLAGS env vars manually"
MY_B_DEPEND = "Repositiories that depend on mysqlclient>=2.2.0 will need to install the package pkg-config in their Dockerfile: https://github.com/PyMySQL/mysqlclient/issues/620."
MY_B_GSOC = "Collecting mysqlclient>=1.4.4\n  Using cached mysqlclient-1.4.6.tar.gz (85 kB)\n    ERROR: Command errored out with exit status 1:"
MY_B_DISCARD = "pip3 install mysqlclient\nWARNING: Discarding https://files.pythonhosted.org/packages/6b/ba/4729d99e85a0a35bb46d55500570de05b4af10431cef174b6da9f58a0e50/mysqlclient-1.3.1.tar.gz#sha256=3549e8a61f10c8cd8eac6581d3f44d0594f535fb7b29e6090db3a0bc547b25ad (from https://pypi.org/simple/mysqlclient/). Command errored out with exit status 1: python setup.py egg_info Check the logs for full command output."
MY_B_CONPOTCMD = "The command '/bin/sh -c pip3 install --user --no-cache-dir -r requirements.txt' returned a non-zero code: 1"
MY_B_ALLIANCE = "Receiving the followingallianceserver@mail:~/allianceauth$ sudo pip install -r requirements.txt\n[sudo] password for allianceserver:"
MY_B_HOWLIB = "How to install libmysqlclient-dev is possible?"
MY_B_DFIND = "Collecting mysqlclient\n  Using cached mysqlclient-2.0.1.tar.gz (87 kB)\n    ERROR: Command errored out with exit status 1:"
MY_B_PDMSAYS = "Just now, in the PDM environment, in order to use Django, I got an error when installing mysqlclient. Looking at the log, we can see \"**OSError: mysql_config not found**\", and \"**Install mysqlclient 2.1.0 failed**\"."


def _mysqlconfig(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "OSError: mysql_config not found", "u1")
    a1 = (U, "Hey,\n\nHow can  I solve this?", "u1")
    a2 = "# pip3 install mysql-to-json\nCollecting mysql-to-json\n  Cache entry deserialization failed, entry ignored"
    rec(MY_M2J3, [t], a1[1], True, "pronoun", ["this"], "How can I solve 'OSError: mysql_config not found' when installing mysql-to-json?", author="u1")
    rec(MY_M2J3, [t, a1], a2, False, SAME, [], None, author="u1")
    lend(MY_M2J3, [t], MY_B_DISCARD, SAME, MY_BRUTE1)

    t = (U, "\"mysql_config not found\"", "u1")
    b1 = (U, "执行pip install -r requirements.txt时有时会遇到\"mysql_config not found\"问题。", "u1")
    b2 = (U, "可能是由于libmysqlclient-dev安装出问题了，重装即可。\nsudo apt-get install libmysqlclient-dev", "u1")
    b3 = "重装完成后再重新执行上面的命令即可"
    # Whose requirements.txt only the thread gives (rule 1's "that project is context").
    # Second reader's adjudication (r2df, thirty-sixth pass): the command run (`pip install -r requirements.txt`) quoted with the error it got is a trap even when the project's file is context (ruling before df37, quoted commands; ruling before df39's trap clause), as walkingpad's `python -m pip install ... -r requirements.txt` row; was a follow-up.
    rec(MY_XHJ15, [t], b1[1], False, SAME, [], None, author="u1")
    rec(MY_XHJ15, [t, b1], b2[1], True, "ellipsis", ["重装即可"], "安装xiaohuangji依赖时出现\"mysql_config not found\"，可能是libmysqlclient-dev安装出问题了，用sudo apt-get install libmysqlclient-dev重装即可。", author="u1")
    rec(MY_XHJ15, [t, b1, b2], b3, True, "pronoun", ["上面的命令"], "重装libmysqlclient-dev完成后，再重新执行xiaohuangji的pip install -r requirements.txt即可。", author="u1")

    t = (U, "pip install mysqlclient - fail", "u1")
    c1 = (U, "# Impacted versions\n* OS: Opensuse Tumbleweed\n* Python version: 3.8.3 \n* Modoboa: N/A\n* installer used: No\n* Webserver: Apache", "u1")
    c2 = "File \"/tmp/pip-install-rx88fa31/mysqlclient/setup_posix.py\", line 61, in get_config\nlibs = mysql_config(\"libs\")"
    rec(MY_MODO1978, [t], c1[1], True, "ellipsis", [], "pip install mysqlclient fails for Modoboa on openSUSE Tumbleweed with Python 3.8.3 and Apache.", author="u1")
    # "/bin/sh:" is the printer's own mark (ruling before df40, first clause): a trap.
    rec(MY_MODO1978, [t, c1], MY_B_SH, False, SAME, [], None, author="u1")
    rec(MY_MODO1978, [t, c1, (U, MY_B_SH, "u1")], c2, False, SAME, [], None, author="u1")
    lend(MY_MODO1978, [t, c1], MY_B_PKGCFG, SAME, MY_EDXAPI644)

    t = (U, "mysqlclient install problem - mac", "u1")
    rec(MY_MC205, [t], "It's not issue of this project.\nIt's issue of your `mysql_config`.\nOSS maintainers are not free tech support.  Ask on other place like Stackoverflow.", True, "pronoun", ["this project", "your `mysql_config`"], "Your mysqlclient install problem on Mac is not an issue of mysqlclient but of your `mysql_config`; maintainers are not free tech support, so ask on Stack Overflow.", author="u2")
    lend(MY_MC205, [t], MY_B_HOWLIB, SAME, MY_FMDB13)

    t = (U, "installing mysqlclient bug", "u1")
    d1 = (U, "same", "u2")
    d2 = (A, "You need to install gcc. From the [pypi page](https://pypi.org/project/mysqlclient/):\n\n`$ sudo apt-get install python3-dev default-libmysqlclient-dev build-essential` # Debian / Ubuntu", "u3")
    d3 = "Although this works @AdamIsrael, how would it be implemented in a requirements.txt file for a venv? This kind of breaks the whole idea of easy deployments, at least from my beginner point of view."
    rec(MY_MC493, [t], d1[1], True, "ellipsis", [], "I have the same bug installing mysqlclient.", author="u2")
    rec(MY_MC493, [t, d1], d2[1], True, "ellipsis", [], "To fix the mysqlclient install failure you need gcc: on Debian/Ubuntu run `sudo apt-get install python3-dev default-libmysqlclient-dev build-essential`, as mysqlclient's PyPI page says.", author="u3")
    rec(MY_MC493, [t, d1, d2], d3, True, "pronoun", ["this", "it"], "Installing python3-dev, default-libmysqlclient-dev and build-essential with apt fixes installing mysqlclient, but how would that be put in a venv's requirements.txt? It breaks the idea of easy deployments.", author="u4")
    lend(MY_MC493, [t, d1], MY_B_DEPEND, SAME, MY_EDXDASH1470)

    t = (U, "ADD mysql or Mariadb client to pre installation requirements", "u1")
    rec(MY_GSOC373, [t], MY_B_GSOC, False, SAME, [], None, author="u1")
    lend(MY_GSOC373, [t], MY_B_SH, SAME, MY_MODO1978)

    t = (U, "pip3 install mysqlclient", "u1")
    rec(MY_BRUTE1, [t], MY_B_DISCARD, False, SAME, [], None, author="u1")
    lend(MY_BRUTE1, [t], MY_B_GSOC, SAME, MY_GSOC373)

    t = (U, "Can you explain why about mysqlclient installer?", "u1")
    rec(MY_DFIND4, [t], MY_B_DFIND, False, SAME, [], None, author="u1")
    lend(MY_DFIND4, [t], MY_B_PDMSAYS, SAME, MY_PDM1022)

    t = (U, "OSError: mysql_config not found", "u1")
    e1 = (U, "Collecting mysqlclient (from flask-mysqldb)\n  \n      File \"/private/var/folders/4q/kt6vqbn50sd98vm7ffjhppdw0000gn/T/pip-install-wzlj72x9/mysqlclient/setup_posix.py\", line 51, in get_config\n        libs = mysql_config(\"libs\")", "u1")
    e2 = "Try the below Steps for CentOS\n\nsudo yum install mariadb-devel\n\nsudo yum install python3-devel\n\npip3 install flask_mysqldb"
    rec(MY_FAZT1, [t], e1[1], False, SAME, [], None, author="u1")
    # Bare fix steps (ruling before df38): a follow-up.
    rec(MY_FAZT1, [t, e1], e2, True, "ellipsis", ["the below Steps"], "To fix 'OSError: mysql_config not found' when installing flask-crud-contacts-app's flask-mysqldb on CentOS, run sudo yum install mariadb-devel and sudo yum install python3-devel, then pip3 install flask_mysqldb.", author="u2")

    t = (U, "[FIXED] Error while trying to install mysqldb", "u1")
    f1 = (U, "I ran a command `pip install flask-mysqldb` and I get this", "u1")
    f2 = (U, "I was missing mysql_config for some reason, needed to install `sudo apt-get install libmysqlclient-dev` first, and then it worked.", "u1")
    # The outcome is cut away, "this" only the thread gives (the ruling before df37's "I ran into this:").
    rec(MY_FMDB13, [t], f1[1], True, "pronoun", ["this"], "Running `pip install flask-mysqldb` fails with an error installing mysqlclient.", author="u1")
    rec(MY_FMDB13, [t, f1], f2[1], True, "pronoun", ["it"], "Installing flask-mysqldb failed because mysql_config was missing; installing libmysqlclient-dev first (sudo apt-get install libmysqlclient-dev) made it work.", author="u1")
    rec(MY_FMDB13, [t, f1, f2], MY_B_HOWLIB, False, SAME, [], None, author="u2")
    lend(MY_FMDB13, [t, f1], MY_B_DFIND, SAME, MY_DFIND4)

    t = (U, "The installation of mysqlclient reported an error (resolved, show if it can help others).", "u1")
    g2 = (U, "I found the reason, because my system is missing libmysqlclient-dev", "u1")
    g3 = "So enter \"**apt-get install libmysqlclient-dev**\" in the terminal to install. Then do \"**pdm add mysqlclient**\". So all complete!"
    # Names PDM, mysqlclient and the error in full (rule 1): a trap even as the opening sentence.
    rec(MY_PDM1022, [t], MY_B_PDMSAYS, False, SAME, [], None, author="u1")
    rec(MY_PDM1022, [t, (U, MY_B_PDMSAYS, "u1")], g2[1], True, "pronoun", ["the reason"], "The reason installing mysqlclient with PDM failed with 'OSError: mysql_config not found' is that my system is missing libmysqlclient-dev.", author="u1")
    rec(MY_PDM1022, [t, (U, MY_B_PDMSAYS, "u1"), g2], g3, True, "ellipsis", [], "To fix 'OSError: mysql_config not found' when adding mysqlclient with PDM, run apt-get install libmysqlclient-dev and then pdm add mysqlclient.", author="u1")

    t = (U, "how to install mysqlclient?", "u1")
    h1 = (U, "I use 2.7-onbuild to make a Dockerfile and mysqlclient is in my requirements,  but it faild to install mysqlclient, this is the logs", "u1")
    h2 = (U, "Collecting mysqlclient==1.3.9 (from -r requirements.txt (line 2))\n  Downloading mysqlclient-1.3.9.tar.gz (81kB)\n    Complete output from command python setup.py egg_info:", "u1")
    h3 = (U, "Should I install some dependences first?", "u1")
    h4 = (A, "This has nothing to do with this image in particular, hence I'm closing.", "u2")
    h5 = "Still, you are installing the python mysql python, but did you installed mysql-server? Try google that error, first result came up with a pretty good answer."
    # "2.7-onbuild" is the project's image tag, the project left out (rule 1).
    rec(MY_ALPY13, [t], h1[1], True, "ellipsis", ["2.7-onbuild"], "I use jfloff/alpine-python's 2.7-onbuild image to make a Dockerfile with mysqlclient in my requirements, but installing mysqlclient fails.", author="u1")
    rec(MY_ALPY13, [t, h1], h2[1], False, SAME, [], None, author="u1")
    rec(MY_ALPY13, [t, h1, h2], h3[1], True, "ellipsis", [], "Should I install some dependencies before installing mysqlclient on jfloff/alpine-python's 2.7-onbuild image?", author="u1")
    rec(MY_ALPY13, [t, h1, h2, h3], h4[1], True, "pronoun", ["This", "this image"], "mysqlclient's 'mysql_config not found' install failure has nothing to do with jfloff/alpine-python's image in particular.", author="u2")
    rec(MY_ALPY13, [t, h1, h2, h3, h4], h5, True, "pronoun", ["that error"], "You are installing the MySQL Python client, but did you install mysql-server? Search for 'EnvironmentError: mysql_config not found'; the first result has a good answer.", author="u2")

    t = (U, "requirements.txt fails at mysqlclient -1.3.13", "u1")
    i1 = (U, "Following the **Start from Scratch: Use as a standalone Django Project**. I've tried on both Ubuntu 18.04 and 20.04", "u1")
    i2 = "Collecting mysqlclient==1.3.13\n  Downloading mysqlclient-1.3.13.tar.gz (90 kB)"
    rec(MY_DBOM45, [t], i1[1], True, "ellipsis", [], "Following django-bom's 'Start from Scratch: Use as a standalone Django Project' guide, requirements.txt fails at mysqlclient 1.3.13 on both Ubuntu 18.04 and 20.04.", author="u1")
    # Second reader's adjudication (r2df, thirty-sixth pass): a pip log naming only the package being installed, its failure only the thread's (the title), is a follow-up (rulings before df37 and df39, as tldw_server's log); was a trap.
    rec(MY_DBOM45, [t, i1], i2, True, "ellipsis", [], "django-bom's requirements.txt fails at mysqlclient 1.3.13 (Collecting mysqlclient==1.3.13, Downloading mysqlclient-1.3.13.tar.gz) on Ubuntu 18.04 and 20.04.", author="u1")

    t = (U, "pip install -r requirements.txt fails", "u1")
    j1 = (U, "This command fails and shows an error for `mysqlclient>=1.4.6`. It said `mysql-config` not found.", "u1")
    j2 = (U, "I resolved this by first installing `mysql-config` using `sudo apt-get install libmysqlclient-dev`.\nNow it is working.", "u1")
    j3 = (U, "The issue is solved but I would like to see this as a note on the website!\nThank you.", "u1")
    j4 = (A, "Thanks - I updated the documentation and added a note to requirements.txt - it is not really needed for the samples code anyways.", "u2")
    j5 = (U, "I am following youtube tutorial! There I found out \n`https://dj4e.com/lectures/DJ-04-Model-One.txt` has contents of `https://www.dj4e.com/lectures/DJ-02-Model-Single.txt`\ncan I even state those issues here?", "u1")
    j6 = "Yes - feel free to make any comment on the content of DJ4E here as this is where I fix them."
    rec(MY_DJ4E27, [t], j1[1], True, "pronoun", ["This command"], "pip install -r requirements.txt in dj4e-samples fails with an error for `mysqlclient>=1.4.6`: `mysql-config` not found.", author="u1")
    rec(MY_DJ4E27, [t, j1], j2[1], True, "pronoun", ["this", "it"], "I resolved dj4e-samples' mysqlclient 'mysql-config not found' error by installing libmysqlclient-dev (sudo apt-get install libmysqlclient-dev); pip install -r requirements.txt works now.", author="u1")
    rec(MY_DJ4E27, [t, j1, j2], j3[1], True, "pronoun", ["The issue", "this"], "Please add a note on the DJ4E website that libmysqlclient-dev must be installed before pip install -r requirements.txt for mysqlclient.", author="u1")
    rec(MY_DJ4E27, [t, j1, j2, j3], j4[1], True, "pronoun", ["it"], "I updated the dj4e-samples documentation and added a note to requirements.txt; mysqlclient is not really needed for the samples code anyway.", author="u2")
    # A new report, but "here" is only the thread's repository (rule 1): a follow-up.
    rec(MY_DJ4E27, [t, j1, j2, j3, j4], j5[1], True, "pronoun", ["here"], "In a YouTube DJ4E tutorial, https://dj4e.com/lectures/DJ-04-Model-One.txt has the contents of https://www.dj4e.com/lectures/DJ-02-Model-Single.txt; can I report such DJ4E content issues in the dj4e-samples issue tracker?", author="u1")
    rec(MY_DJ4E27, [t, j1, j2, j3, j4, j5], j6, True, "pronoun", ["Yes", "here"], "Yes, comments on DJ4E's content are welcome in the dj4e-samples issue tracker, where they get fixed.", author="u2")

    t = (U, "Error installing mysqlclient", "u1")
    rec(MY_ALLI374, [t], MY_B_ALLIANCE, False, SAME, [], None, author="u1")
    lend(MY_ALLI374, [t], MY_B_CONPOTCMD, SAME, MY_CONPOT519)

    t = (U, "fix: install pkg-config dependency for mysqlclient>=2.2.0", "u1")
    k1 = (U, "Repositiories that depend on mysqlclient>=2.2.0 will need to install the package pkg-config in their Dockerfile: https://github.com/PyMySQL/mysqlclient/issues/620. This commit installs the pkg-config package in the Dockerfile.", "u1")
    k2 = (U, "If this is missing, then pip install of mysqlclient fails with an error that includes the following:", "u1")
    rec(MY_EDXAPI644, [t], k1[1], True, "pronoun", ["This commit", "the Dockerfile"], "mysqlclient>=2.2.0 needs pkg-config installed in the Dockerfile (PyMySQL/mysqlclient#620); a commit installs the pkg-config package in edx-analytics-data-api's Dockerfile.", author="u1")
    rec(MY_EDXAPI644, [t, k1], k2[1], True, "pronoun", ["this", "the following"], "If pkg-config is missing, pip install of mysqlclient>=2.2.0 fails with 'Exception: Can not find valid pkg-config name.'", author="u1")
    # MYSQLCLIENT_CFLAGS holds the library's name (ruling before df40, first clause): a trap.
    rec(MY_EDXAPI644, [t, k1, k2], MY_B_PKGCFG, False, SAME, [], None, author="u1")

    t = (U, "fix: install pkg-config dependency for mysqlclient>=2.2.0", "u1")
    # A general sentence naming mysqlclient>=2.2.0 and pkg-config in full (ruling before df36): a trap.
    rec(MY_EDXDASH1470, [t], MY_B_DEPEND, False, SAME, [], None, author="u1")
    rec(MY_EDXDASH1470, [t, (U, MY_B_DEPEND, "u1")], "This commit installs the pkg-config package in the Dockerfile.", True, "pronoun", ["This commit", "the Dockerfile"], "A commit installs the pkg-config package in edx-analytics-dashboard's Dockerfile for mysqlclient>=2.2.0.", author="u1")

    t = (U, "fix: install pkg-config dependency for mysqlclient>=2.2.0", "u1")
    rec(MY_EDXEX149, [t], "**Testing instructions:**\n\nBuild the Dockerfile using `docker build -f Dockerfile .`.", True, "pronoun", ["the Dockerfile"], "To test edx-exams' pkg-config fix for mysqlclient>=2.2.0, build edx-exams' Dockerfile using `docker build -f Dockerfile .`.", author="u1")
    lend(MY_EDXEX149, [t], MY_B_PKGCFG, SAME, MY_EDXAPI644)

    t = (U, "chore: update dockerfile for newer versions of mysqlclient", "u1")
    m1 = (U, "mysqlclient versions >= `2.2.0` require `pkg-config` to install properly. Add it to the dockerfile", "u1")
    m2 = "Note that we are already on mysqlclient==2.2.0. This does not cause an error because `pkg-config` is a dependency of a dependency of `libcairo`, which we install already."
    rec(MY_DISC4026, [t], m1[1], True, "pronoun", ["the dockerfile"], "mysqlclient versions >= 2.2.0 require pkg-config to install properly; add pkg-config to course-discovery's Dockerfile.", author="u1")
    rec(MY_DISC4026, [t, m1], m2, True, "pronoun", ["we", "This"], "course-discovery is already on mysqlclient==2.2.0; the missing pkg-config causes no error because pkg-config is a dependency of a dependency of libcairo, which course-discovery already installs.", author="u1")

    t = (U, "Another library needed for install", "u1")
    n1 = (U, "On Ubuntu 14.04 I had to add the library  libmysqlclient-dev, otherwise the mysqlclient gives and error of mysql_config not found.  You might want to add that lib as a possible pre-requisite for installation.", "u1")
    n2 = (U, "`sudo apt-get install libmysqlclient-dev`\n\nwas the command I ran to fix it.", "u1")
    n3 = "Collecting mysqlclient==1.3.6 (from -r requirements/production.txt (line 3))\n  Using cached mysqlclient-1.3.6.tar.gz\n    Complete output from command python setup.py egg_info:"
    # Installation of what only the thread gives (rule 1).
    rec(MY_BOH13, [t], n1[1], True, "ellipsis", ["installation"], "On Ubuntu 14.04 I had to add libmysqlclient-dev, otherwise mysqlclient fails with mysql_config not found; you might add it as a prerequisite for installing bag-of-holding.", author="u1")
    rec(MY_BOH13, [t, n1], n2[1], True, "pronoun", ["it"], "I ran `sudo apt-get install libmysqlclient-dev` to fix mysqlclient's 'mysql_config not found' when installing bag-of-holding.", author="u1")
    rec(MY_BOH13, [t, n1, n2], n3, False, SAME, [], None, author="u1")

    t = (U, "Dockerfile error", "u1")
    o1 = (U, "Hi,\nI'm trying to build a docker image with your dockerfile, while installing dependency **mysqlclient==2.0.1**  in requirement.txt throws error as,", "u1")
    o2 = (U, "/bin/sh: mysql_config: not found\n/bin/sh: mariadb_config: not found\n/bin/sh: mysql_config: not found", "u1")
    rec(MY_CONPOT519, [t], o1[1], True, "pronoun", ["your dockerfile"], "Building a docker image with conpot's Dockerfile, installing the dependency mysqlclient==2.0.1 from requirements.txt throws an error.", author="u1")
    rec(MY_CONPOT519, [t, o1], o2[1], False, SAME, [], None, author="u1")
    rec(MY_CONPOT519, [t, o1, o2], MY_B_CONPOTCMD, False, SAME, [], None, author="u1")
    rec(MY_CONPOT519, [t, o1, o2, (U, MY_B_CONPOTCMD, "u1")], "Will be fixed in #522", True, "ellipsis", [], "conpot's Dockerfile failing to install mysqlclient==2.0.1 will be fixed in #522.", author="u2")


# ---- the browser's "ResizeObserver loop limit exceeded" / "ResizeObserver loop completed with undelivered notifications" in window.onerror, error loggers, dev-server overlays and Cypress ----
RO_RDET8 = GH + "Justineo/resize-detector/issues/8"
RO_CSIZE31 = GH + "rehooks/component-size/issues/31"
RO_NUCLIA1962 = GH + "nuclia/frontend/pull/1962"
RO_CORI337 = GH + "EDCD/coriolis/issues/337"
RO_CORI338 = GH + "EDCD/coriolis/issues/338"
RO_TERRA1188 = GH + "cerner/terra-framework/issues/1188"
RO_VCOLL319 = GH + "html-next/vertical-collection/issues/319"
RO_STICK32 = GH + "garthenweb/react-stickup/issues/32"
RO_CB272 = GH + "coding-blocks/codingblocks.online.projectx/issues/272"
RO_BBB686 = GH + "riadvice/bbbeasy/pull/686"
RO_ROPOLY97 = GH + "que-etc/resize-observer-polyfill/issues/97"
RO_RVAS55 = GH + "bvaughn/react-virtualized-auto-sizer/issues/55"
RO_UESIO4752 = GH + "ues-io/uesio/issues/4752"
RO_VDEDUP442 = GH + "benetech/VideoDeduplication/issues/442"
RO_DHUB14157 = GH + "datahub-project/datahub/pull/14157"
RO_ODOP1068 = GH + "thegrumpys/odop/issues/1068"
RO_VIRT1039 = GH + "petyosi/react-virtuoso/issues/1039"
RO_B_SPITS = "`Error: ResizeObserver loop limit exceeded`"
RO_B_CYAPP = "Error: The following error originated from your application code, not from Cypress.\n\n  > ResizeObserver loop completed with undelivered notifications."
RO_B_AUTOFAIL = "When Cypress detects uncaught errors originating from your application it will automatically fail the current test."
RO_B_API = "- ResizeObserver is a browser API that monitors changes to element dimensions."
RO_B_ODOP = "Getting the following ERROR\n\n> ERROR\n> ResizeObserver loop completed with undelivered notifications.\n>     at handleError (http://localhost:3000/static/js/bundle.js:95688:58)"
RO_B_CB = "```\nNone: ResizeObserver loop limit exceeded\n  at None (/player/5031/content/472)\n```"
RO_B_VIRT = "It seems https://github.com/petyosi/react-virtuoso/commit/57928bd729fb62749d2d46ac347e36cfe0d54f31 caused `ResizeObserver loop completed with undelivered notifications.` in my project. I have this assumption because the issue is gone after downgrading from v4.7.0 to v4.6.3."
RO_B_TERRA = "# Bug Report\nWe're seeing \"ResizeObserver loop limit exceeded\" errors pretty frequently in our New Relic logs.  It's occurred on the following page https://engineering.cerner.com/terra-ui/components/terra-form-input/form-input/input. We need to see if there's a problem and how to fix it."
RO_B_JAMESON = "Jameson, we have a problem..\n\nResizeObserver loop limit exceeded."
RO_B_STICK = "Adding an `onerror` handler to `window` you receive a lot of errors `ResizeObserver loop limit exceeded` due to the additions to fix https://github.com/garthenweb/react-stickup/issues/28."


def _resizeobserver(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "ResizeObserver loop limit exceeded", "u1")
    a1 = (U, "Recently our auto bug report system captured a `window.onerror` message `ResizeObserver loop limit exceeded` originate from this plugin.", "u1")
    a2 = (U, "Lattest report platform: Chrome v71.0.3578 + Chrome OS 11151.113", "u1")
    a3 = (U, "Seems to be a Chrome-specific issue for now. I searched around and found some related issues with fixes, FYI:", "u1")
    a4 = (U, "Hope it helps.", "u1")
    a5 = "Actually this message can be ignored safely ([source](https://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded))."
    rec(RO_RDET8, [t], a1[1], True, "pronoun", ["this plugin"], "Our bug report system captured a `window.onerror` message `ResizeObserver loop limit exceeded` originating from resize-detector.", author="u1")
    rec(RO_RDET8, [t, a1], a2[1], True, "ellipsis", [], "resize-detector's `ResizeObserver loop limit exceeded` was last reported on Chrome v71.0.3578 on Chrome OS 11151.113.", author="u1")
    rec(RO_RDET8, [t, a1, a2], a3[1], True, "ellipsis", [], "resize-detector's `ResizeObserver loop limit exceeded` seems to be Chrome-specific for now; I found some related issues with fixes.", author="u1")
    rec(RO_RDET8, [t, a1, a2, a3], a4[1], True, "pronoun", ["it"], "I hope the related issues with fixes I listed help with resize-detector's `ResizeObserver loop limit exceeded`.", author="u1")
    rec(RO_RDET8, [t, a1, a2, a3, a4], a5, True, "pronoun", ["this message"], "The `ResizeObserver loop limit exceeded` message from resize-detector can be ignored safely (https://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded).", author="u2")

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    b1 = (U, "When resizing the component (eg. by resizing the window) for some time, the ResizeObserver spits out:", "u1")
    rec(RO_CSIZE31, [t], b1[1], True, "pronoun", ["the component"], "When resizing a component measured with @rehooks/component-size (e.g. by resizing the window) for some time, the ResizeObserver reports 'ResizeObserver loop limit exceeded'.", author="u1")
    # The message's subject is ResizeObserver, the API printing it (ruling before df40, first clause): a trap.
    rec(RO_CSIZE31, [t, b1], RO_B_SPITS, False, SAME, [], None, author="u1")
    rec(RO_CSIZE31, [t, b1, (U, RO_B_SPITS, "u1")], "Here's discussion and a potential solution for this issue:\n\nhttps://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded", True, "pronoun", ["this issue"], "Discussion and a potential solution for @rehooks/component-size's 'ResizeObserver loop limit exceeded' are at https://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded.", author="u1")

    t = (U, "Avoid ResizeObserver loop limit exceeded error", "u1")
    lend(RO_NUCLIA1962, [t], RO_B_API, SAME, RO_DHUB14157)

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    c1 = (U, "Browse to coriolis.edcd.io and click on any ship to open a default build. Resize the browser window. I get an error where the build should be:", "u1")
    c3 = (U, "Browser: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.84 Safari/537.36\nPath: /outfit/adder\nError: Unknown", "u1")
    # The error it gets is left to the colon and the title (the ruling before df37's "I ran into this:").
    rec(RO_CORI337, [t], c1[1], True, "ellipsis", ["an error"], "On coriolis.edcd.io, opening a ship's default build and resizing the browser window shows 'ResizeObserver loop limit exceeded' where the build should be.", author="u1")
    rec(RO_CORI337, [t, c1], RO_B_JAMESON, False, SAME, [], None, author="u1")
    rec(RO_CORI337, [t, c1, (U, RO_B_JAMESON, "u1")], c3[1], True, "ellipsis", [], "Coriolis shows 'ResizeObserver loop limit exceeded' on Chrome 68 on Windows 10 at path /outfit/adder.", author="u1")
    rec(RO_CORI337, [t, c1, (U, RO_B_JAMESON, "u1"), c3], "Duplicate of #208", True, "ellipsis", [], "Coriolis's 'ResizeObserver loop limit exceeded' on resizing the window is a duplicate of #208.", author="u2")

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    d1 = (U, "Whenever the browser window is resized:", "u1")
    rec(RO_CORI338, [t], d1[1], True, "ellipsis", [], "Coriolis shows 'ResizeObserver loop limit exceeded' whenever the browser window is resized.", author="u1")
    rec(RO_CORI338, [t, d1], "Duplicate of #208", True, "ellipsis", [], "Coriolis's 'ResizeObserver loop limit exceeded' whenever the window is resized is a duplicate of #208.", author="u2")
    lend(RO_CORI338, [t, d1], RO_B_CB, SAME, RO_CB272)

    t = (U, "Investigate ResizeObserver Errors", "u1")
    # Names the error, the logger and terra-ui's page in full (rule 1): a trap.
    rec(RO_TERRA1188, [t], RO_B_TERRA, False, SAME, [], None, author="u1")
    lend(RO_TERRA1188, [t], RO_B_STICK, SAME, RO_STICK32)

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    f1 = (U, "We are using this package to display notifications for our app. We are setting the notifications container scrollTop to 0 inside of requestAnimationFrame to show any new unseen notifications.", "u1")
    f2 = (U, "Recently our JS error logging framework started throwing this error `ResizeObserver loop limit exceeded` and our assumption based on some research is its because of this dynamic updating of the notifications container element.", "u1")
    f3 = (U, "Just wanted to check on if this issue has been seen by anyone. Its not breaking the page but creating a lot of noise on our JS error logging framework.", "u1")
    f4 = "FWIW we've also seen this error show up in our error logger."
    rec(RO_VCOLL319, [t], f1[1], True, "pronoun", ["this package"], "We use vertical-collection to display our app's notifications and set the notifications container's scrollTop to 0 inside requestAnimationFrame to show new unseen notifications.", author="u1")
    rec(RO_VCOLL319, [t, f1], f2[1], True, "pronoun", ["this dynamic updating", "the notifications container element"], "Our JS error logger started reporting `ResizeObserver loop limit exceeded`, which we think comes from setting scrollTop of our vertical-collection notifications container inside requestAnimationFrame.", author="u1")
    rec(RO_VCOLL319, [t, f1, f2], f3[1], True, "pronoun", ["this issue"], "Has anyone seen `ResizeObserver loop limit exceeded` with vertical-collection? It doesn't break the page but creates a lot of noise in our JS error logger.", author="u1")
    rec(RO_VCOLL319, [t, f1, f2, f3], f4, True, "pronoun", ["this error"], "We've also seen vertical-collection's `ResizeObserver loop limit exceeded` show up in our error logger.", author="u2")

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    # Names the project's own issue URL and the error in full (ruling before df39): a trap.
    rec(RO_STICK32, [t], RO_B_STICK, False, SAME, [], None, author="u1")
    rec(RO_STICK32, [t, (U, RO_B_STICK, "u1")], "This is not critical but can be an issue for logging. Also see https://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded", True, "pronoun", ["This"], "react-stickup's `ResizeObserver loop limit exceeded` errors are not critical but can be an issue for logging; see https://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded.", author="u1")

    t = (U, "None: ResizeObserver loop limit exceeded", "u1")
    h1 = (U, "http://sentry.cb.lk/sentry/v2-prod/issues/3259/", "u1")
    rec(RO_CB272, [t], h1[1], True, "ellipsis", [], "The Coding Blocks online player's 'ResizeObserver loop limit exceeded' is Sentry issue http://sentry.cb.lk/sentry/v2-prod/issues/3259/.", author="u1")
    rec(RO_CB272, [t, h1], RO_B_CB, False, SAME, [], None, author="u1")
    rec(RO_CB272, [t, h1, (U, RO_B_CB, "u1")], "**mostly on Android  Chrome - especially One Plus**", True, "ellipsis", [], "The Coding Blocks player's 'ResizeObserver loop limit exceeded' happens mostly on Android Chrome, especially OnePlus phones.", author="u1")

    t = (U, "fix the ResizeObserver loop limit error", "u1")
    rec(RO_BBB686, [t], "## **Changes Made**\nset display style to none of the error", True, "pronoun", ["the error"], "bbbeasy's fix for the 'ResizeObserver loop limit exceeded' error sets the error overlay's display style to none.", author="u1")
    lend(RO_BBB686, [t], RO_B_ODOP, SAME, RO_ODOP1068)

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    lend(RO_ROPOLY97, [t], RO_B_SPITS, SAME, RO_CSIZE31)

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    j1 = (U, "After updating from 1.0.11 to 1.0.12 the following code\n```window.addEventListener(\"error\", (e) => {...}``` started to receive the error `ResizeObserver loop limit exceeded` continuously.", "u1")
    j2 = (U, "That happens in chromium-based browsers only", "u1")
    j3 = (A, "I recorded a Replay of the repro you shared:\nhttps://app.replay.io/recording/05679afd-311d-44cb-b68d-ea892a14b368", "u2")
    j4 = (A, "I don't understand why this is considered an error. It looks like `ResizeObserver` is only being instantiated twice (because of \"strict effects\" mode) and the first one is properly disconnected. Seems expected to me?", "u2")
    j5 = "@bvaughn Thank you very much for such a quick fix! World will be much better if all the devs would react so fast"
    rec(RO_RVAS55, [t], j1[1], True, "ellipsis", [], "After updating react-virtualized-auto-sizer from 1.0.11 to 1.0.12, a window 'error' listener receives `ResizeObserver loop limit exceeded` continuously.", author="u1")
    rec(RO_RVAS55, [t, j1], j2[1], True, "pronoun", ["That"], "react-virtualized-auto-sizer 1.0.12's `ResizeObserver loop limit exceeded` happens in Chromium-based browsers only.", author="u1")
    rec(RO_RVAS55, [t, j1, j2], j3[1], True, "pronoun", ["the repro you shared"], "I recorded a Replay (https://app.replay.io/recording/05679afd-311d-44cb-b68d-ea892a14b368) of the shared repro of react-virtualized-auto-sizer 1.0.12's `ResizeObserver loop limit exceeded`.", author="u2")
    rec(RO_RVAS55, [t, j1, j2, j3], j4[1], True, "pronoun", ["this", "the first one"], "Why is react-virtualized-auto-sizer 1.0.12's `ResizeObserver loop limit exceeded` considered an error? ResizeObserver is only instantiated twice (strict effects mode) and the first one is properly disconnected, which seems expected.", author="u2")
    rec(RO_RVAS55, [t, j1, j2, j3, j4], j5, True, "ellipsis", ["such a quick fix"], "@bvaughn, thank you for the quick fix of react-virtualized-auto-sizer's `ResizeObserver loop limit exceeded`.", author="u1")

    t = (U, "test: e2e test `create a new view` in `builder.cy.ts` fails due to `ResizeObserver loop completed with undelivered notifications` errors", "u1")
    k1 = (U, "When running [Create a new View](https://github.com/ues-io/uesio/blob/main/apps/platform-e2e/cypress/e2e/builder.cy.ts#L160) test, the test fails with the following error:", "u1")
    k4 = "1. This test was not failing when run locally prior to 0fdb2476f6fbb8e58b3dac7804ff319baf5bc894"
    rec(RO_UESIO4752, [t], k1[1], True, "ellipsis", ["the following error"], "uesio's 'Create a new View' e2e test (builder.cy.ts) fails with 'ResizeObserver loop completed with undelivered notifications'.", author="u1")
    # Names Cypress, the runner printing it (ruling before df40, first clause): a trap.
    rec(RO_UESIO4752, [t, k1], RO_B_CYAPP, False, SAME, [], None, author="u1")
    # A general sentence naming Cypress (ruling before df36): a trap.
    rec(RO_UESIO4752, [t, k1, (U, RO_B_CYAPP, "u1")], RO_B_AUTOFAIL, False, SAME, [], None, author="u1")
    rec(RO_UESIO4752, [t, k1, (U, RO_B_CYAPP, "u1"), (U, RO_B_AUTOFAIL, "u1")], k4, True, "pronoun", ["This test"], "uesio's 'Create a new View' e2e test did not fail when run locally before commit 0fdb2476f6fbb8e58b3dac7804ff319baf5bc894.", author="u1")

    t = (U, "Fix ResizeObserver loop completed with undelivered notifications.", "u1")
    l1 = (U, "Some of the e2e tests fail on Firefox with the following error message: ", "u1")
    l2 = (U, "The following error originated from your application code, not from Cypress.\n\n  > ResizeObserver loop completed with undelivered notifications.", "u1")
    l3 = (U, "Failing tests are: \n* _app_menu_spec_\n* _collection_page_spec_", "u1")
    l4 = (U, "The problem is caused by `FileGridList`, `FileLinearList` and `FilesCollection` components using the `useResizeDetector` hook (from `react-resize-detector`).", "u1")
    l5 = (U, "The problem is reproducible only in e2e tests on Firefox, so the error is temporary ignored.", "u1")
    l6 = "__Side note.__  Another related error is\n```\nResizeObserver loop limit exceeded\n```\nBut it could be safely ignored. See discussion in https://stackoverflow.com/a/50387233"
    rec(RO_VDEDUP442, [t], l1[1], True, "ellipsis", ["the following error message"], "Some of VideoDeduplication's e2e tests fail on Firefox with 'ResizeObserver loop completed with undelivered notifications'.", author="u1")
    rec(RO_VDEDUP442, [t, l1], l2[1], False, SAME, [], None, author="u1")
    rec(RO_VDEDUP442, [t, l1, l2], l3[1], True, "ellipsis", [], "The VideoDeduplication e2e tests failing with 'ResizeObserver loop completed with undelivered notifications' on Firefox are app_menu_spec and collection_page_spec.", author="u1")
    rec(RO_VDEDUP442, [t, l1, l2, l3], l4[1], True, "pronoun", ["The problem"], "VideoDeduplication's 'ResizeObserver loop completed with undelivered notifications' is caused by its FileGridList, FileLinearList and FilesCollection components using react-resize-detector's useResizeDetector hook.", author="u1")
    rec(RO_VDEDUP442, [t, l1, l2, l3, l4], l5[1], True, "pronoun", ["The problem", "the error"], "VideoDeduplication's 'ResizeObserver loop completed with undelivered notifications' is reproducible only in e2e tests on Firefox, so it is temporarily ignored.", author="u1")
    rec(RO_VDEDUP442, [t, l1, l2, l3, l4, l5], l6, True, "ellipsis", ["Another related error"], "An error related to VideoDeduplication's 'ResizeObserver loop completed with undelivered notifications' is 'ResizeObserver loop limit exceeded', which can be safely ignored (https://stackoverflow.com/a/50387233).", author="u1")

    t = (U, "ci(cypress): resize observer fix (#6263)", "u1")
    m1 = (U, "Fix for Cypress 14.5.1 upgrade compatibility issues", "u1")
    m2 = (U, "- Global handler in `commands.js` now handles all `ResizeObserver` errors", "u1")
    rec(RO_DHUB14157, [t], m1[1], True, "ellipsis", [], "A fix for DataHub's Cypress tests' compatibility issues after upgrading to Cypress 14.5.1 (ResizeObserver errors).", author="u1")
    rec(RO_DHUB14157, [t, m1], m2[1], True, "ellipsis", ["`commands.js`"], "A global handler in DataHub's Cypress `commands.js` now handles all ResizeObserver errors.", author="u1")
    rec(RO_DHUB14157, [t, m1, m2], RO_B_API, False, SAME, [], None, author="u1")

    t = (U, "ResizeObserver loop completed with undelivered notifications", "u1")
    rec(RO_ODOP1068, [t], RO_B_ODOP, False, SAME, [], None, author="u1")
    rec(RO_ODOP1068, [t, (U, RO_B_ODOP, "u1")], "This only appears in development, it does not show in production.", True, "pronoun", ["This", "it"], "ODOP's 'ResizeObserver loop completed with undelivered notifications' error only appears in development, not in production.", author="u1")
    rec(RO_ODOP1068, [t, (U, RO_B_ODOP, "u1"), (U, "This only appears in development, it does not show in production.", "u1")], "This is caused by the LastPass system code as it modifies the password and other fields on the page.", True, "pronoun", ["This", "the page"], "ODOP's 'ResizeObserver loop completed with undelivered notifications' is caused by LastPass's code modifying the password and other fields on ODOP's page.", author="u1")

    t = (U, "[BUG] ResizeObserver loop completed with undelivered notifications.", "u1")
    o2 = (U, "I haven't looked through the issue yet nor have a way to reproduction on codesandbox. Will keep you updated.", "u1")
    o3 = (A, "Post an update to this issue when it's actionable. It might be related to your setup, so you can also use a sample repository for reproduction if necessary. Closing for now.", "u2")
    o4 = (U, "I am also seeing this error in our Cypress tests (haven't been able to reproduce outside of Cypress yet).", "u3")
    o5 = (U, "Seems like I'm also getting the issue after upgrading from `4.6.3` to `4.7.0`.\nSame issue with `4.7.1`.", "u4")
    o6 = "It only happens locally with the webpack dev server."
    h = [t, (U, RO_B_VIRT, "u1")]
    # Names the project's commit URL, the error and the versions in full (ruling before df39): a trap.
    rec(RO_VIRT1039, [t], RO_B_VIRT, False, SAME, [], None, author="u1")
    rec(RO_VIRT1039, h, o2[1], True, "pronoun", ["the issue"], "I haven't looked into react-virtuoso 4.7.0's 'ResizeObserver loop completed with undelivered notifications' yet nor reproduced it on CodeSandbox; I'll keep you updated.", author="u1")
    rec(RO_VIRT1039, [*h, o2], o3[1], True, "pronoun", ["this issue", "it"], "Post an update to the react-virtuoso 'ResizeObserver loop completed with undelivered notifications' issue when it's actionable; it might be related to your setup. Closing for now.", author="u2")
    rec(RO_VIRT1039, [*h, o2, o3], o4[1], True, "pronoun", ["this error"], "I also see react-virtuoso 4.7.0's 'ResizeObserver loop completed with undelivered notifications' in our Cypress tests, not yet reproduced outside Cypress.", author="u3")
    rec(RO_VIRT1039, [*h, o2, o3, o4], o5[1], True, "pronoun", ["the issue", "Same issue"], "I also get 'ResizeObserver loop completed with undelivered notifications' after upgrading react-virtuoso from 4.6.3 to 4.7.0, and with 4.7.1.", author="u4")
    rec(RO_VIRT1039, [*h, o2, o3, o4, o5], o6, True, "pronoun", ["It"], "react-virtuoso 4.7's 'ResizeObserver loop completed with undelivered notifications' only happens locally with the webpack dev server.", author="u4")


# ---- a Python built without an optional standard-library extension: "No module named '_ctypes'" (libffi), '_lzma' (xz), '_bz2' (libbz2), '_sqlite3' (libsqlite3-dev) ----
SX_LBREW1007 = GH + "Homebrew/linuxbrew-core/pull/1007"
SX_LLAMA1316 = GH + "abetlen/llama-cpp-python/issues/1316"
SX_MYCROFT1979 = GH + "MycroftAI/mycroft-core/issues/1979"
SX_BOZER963 = GH + "kivy/buildozer/issues/963"
SX_BITARR96 = GH + "ilanschnell/bitarray/issues/96"
SX_TRAFI203 = GH + "adbar/trafilatura/issues/203"
SX_LEWAG30 = GH + "lewagon/data-setup/issues/30"
SX_LEWAG32 = GH + "lewagon/data-setup/issues/32"
SX_HSTACK637 = GH + "hashdist/hashstack/issues/637"
SX_JEFF3 = GH + "sviehb/jefferson/issues/3"
SX_ANAC25 = GH + "ContinuumIO/anaconda-issues/issues/25"
SX_LICMON4 = GH + "bytedance/licenseMonitor/issues/4"
SX_APIC6 = GH + "YosysHQ/apicula/issues/6"
SX_QDIAR1013 = GH + "okfn-brasil/querido-diario/issues/1013"
SX_WIKIX154 = GH + "WikiExtractor/wikiextractor/issues/154"
SX_XBSDK61 = GH + "openedx/xblock-sdk/issues/61"
SX_SYFT6936 = GH + "OpenMined/PySyft/issues/6936"
SX_PYBREW63 = GH + "utahta/pythonbrew/issues/63"
SX_PIHOLE15 = GH + "jessedp/pihole5-list-tool/issues/15"
SX_PAKETO478 = GH + "paketo-buildpacks/cpython/pull/478"
SX_PYSQL19 = GH + "coleifer/pysqlite3/issues/19"
SX_DJTW33 = GH + "GetStream/django_twitter/issues/33"
SX_PYTSON120 = GH + "pathmann/pyTSon/issues/120"
SX_FORGE2250 = GH + "lllyasviel/stable-diffusion-webui-forge/issues/2250"
SX_B_TRAVIS = "```\nModuleNotFoundError: No module named '_ctypes'\nWarning: The post-install step did not complete successfully\n```\nhttps://travis-ci.org/Linuxbrew/homebrew-core/builds/165513891#L3640"
SX_B_LLAMARUN = "When I run `from llama_cpp import Llama`, I immediately get the error `ModuleNotFoundError: No module named '_ctypes'`"
SX_B_LIBLZMA = ">>> import lzma\nTraceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nImportError: liblzma.so.5: cannot open shared object file: No such file or directory"
SX_B_PIPLZMA = "```\nDownloading/unpacking lzma\n  Could not find any downloads that satisfy the requirement lzma\nCleaning up...\nNo distributions at all found for lzma\nStoring debug log for failure in /home/galih/.pip/pip.log\n```"
SX_B_LICMON = "问题：在执行license_monitor.py的时候，会报错ModuleNotFoundError: No module named '_bz2'，程序无法执行。"
SX_B_FUZZER = "$ python tiled_fuzzer.py # makes $DEVICE.pickle\nTraceback (most recent call last):\n  File \"tiled_fuzzer.py\", line 17, in <module>\n    import pindef"
SX_B_WIKIX = "I have problem:\nroot@bt:~/Desktop/wikiextractor-master# WikiExtractor.py -c -o extracted enwikibooks-20180401-pages-articles-multistream.xml.bz2\nTraceback (most recent call last):"
SX_B_MAKE = "Storing complete log in /home/codemagnus/.pip/pip.log\nmake: **\\* [pip] Error 2"
SX_B_SYFT = "`import syft` causes `error: ModuleNotFoundError: No module named '_bz2'` if using a python compiled without `bz2` support and thus the `_bz2` python standard module is not available causing the error."
SX_B_PIHOLE = "root@Pi-hole:/# pihole5-list-tool\nTraceback (most recent call last):\n  File \"/usr/local/bin/pihole5-list-tool\", line 6, in <module>\n    from ph5lt import main"
SX_B_PAKETO = "@matthiaswenz ➜ /workspaces/bionic/python_sans_sqlite $ LD_LIBRARY_PATH=./lib bin/python3\nPython 3.10.7 (main, Dec  2 2022, 17:14:18) [GCC 7.5.0] on linux"
SX_B_TSON = "`  File \"/home/UbuntuVM/.ts3client/plugins/pyTSon/lib/python3.5/sqlite3/dbapi2.py\", line 27, in <module>\n    from _sqlite3 import *\nImportError: No module named '_sqlite3'`"
SX_B_FORGE = "(venv) fantacola@fantacola-MS-7B86:~/stable-diffusion-webui-forge$ python -c \"import sqlite3; print(sqlite3)\"\nTraceback (most recent call last):"


def _stdlibext(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "python3: No module named '_ctypes' (devel)", "u1")
    a2 = (U, "Circle CI succeeded.", "u1")
    a3 = (A, "Warning: The post-install step did not complete successfully\n\nhttps://stackoverflow.com/questions/27022373/python3-importerror-no-module-named-ctypes-when-using-value-from-module-mul attributes this to a missing `libffi`.", "u2")
    a5 = (A, "The configure script says `--with-system-ffi       build _ctypes module using an installed ffi library`.", "u2")
    a6 = (A, "However, given that it's only a problem for the devel version, I don't think it should stop me from merging the bottle.", "u2")
    a7 = "I didn't know that CI tested the devel version! Yep, merge it."
    # The build URL names the project's own repository (ruling before df39): a trap.
    rec(SX_LBREW1007, [t], SX_B_TRAVIS, False, SAME, [], None, author="u1")
    h = [t, (U, SX_B_TRAVIS, "u1")]
    rec(SX_LBREW1007, h, a2[1], True, "ellipsis", [], "The Linuxbrew python3 devel bottle build succeeded on Circle CI.", author="u1")
    rec(SX_LBREW1007, [*h, a2], a3[1], True, "pronoun", ["this"], "Stack Overflow (https://stackoverflow.com/questions/27022373/...) attributes python3's \"No module named '_ctypes'\" in the Linuxbrew post-install step to a missing libffi.", author="u2")
    rec(SX_LBREW1007, [*h, a2, a3], a5[1], True, "pronoun", ["The configure script"], "Python's configure script has `--with-system-ffi` to build the _ctypes module using an installed ffi library.", author="u2")
    rec(SX_LBREW1007, [*h, a2, a3, a5], a6[1], True, "pronoun", ["it"], "Since the missing _ctypes is only a problem for Linuxbrew's python3 devel version, it shouldn't stop merging the python3 bottle.", author="u2")
    rec(SX_LBREW1007, [*h, a2, a3, a5, a6], a7, True, "pronoun", ["it"], "I didn't know CI tested Linuxbrew python3's devel version; yes, merge the python3 bottle.", author="u1")

    t = (U, "Error when importing llama_cpp: No module named '_ctypes'", "u1")
    b1 = (U, "I expected llamacpp to be imported and work.", "u1")
    b3 = "* Physical (or virtual) hardware you are using, e.g. for Linux:\n\n```\nArchitecture:            x86_64\n  CPU op-mode(s):        32-bit, 64-bit"
    # A complete sentence naming its subject (rule 1): a trap.
    rec(SX_LLAMA1316, [t], b1[1], False, SAME, [], None, author="u1")
    # The command quoted with its error (ruling before df37): a trap.
    rec(SX_LLAMA1316, [t, b1], SX_B_LLAMARUN, False, SAME, [], None, author="u1")
    rec(SX_LLAMA1316, [t, b1, (U, SX_B_LLAMARUN, "u1")], b3, True, "ellipsis", [], "Importing llama_cpp fails with \"No module named '_ctypes'\" on an x86_64 Linux machine (32-bit and 64-bit CPU op-modes).", author="u1")

    t = (U, "Installer Python script/s fail. -- No module named '_ctypes'.", "u1")
    c1 = (A, "Hi, since there's been no communication on this issue for 4 months I'm going to close it. If you're still experiencing this problem feel free to reopen the issue.", "u2")
    c2 = (U, "I found answer [here](https://bugs.python.org/issue31652), Zachary Ware's answer. I used `yum install libffi-dev` to fix it.", "u3")
    c3 = (U, "Yes that worked for me, I made sure these packages are installed on my Centos 7:", "u4")
    c4 = (U, "Then I was finally able to install docker-compose:\n\n`pip3.8 install docker-compose`", "u4")
    c5 = "This fixed it for me (using pipenv and pyenv):\n```bash\n# install the missing module\napt-get install libffi-dev"
    rec(SX_MYCROFT1979, [t], c1[1], True, "pronoun", ["this issue", "this problem"], "Since there's been no communication for 4 months on Mycroft's installer failing with \"No module named '_ctypes'\", I'm closing it; reopen it if you still have the problem.", author="u2")
    rec(SX_MYCROFT1979, [t, c1], c2[1], True, "pronoun", ["it"], "I found the answer to \"No module named '_ctypes'\" in Mycroft's installer scripts at https://bugs.python.org/issue31652 (Zachary Ware's answer): `yum install libffi-dev` fixed it.", author="u3")
    rec(SX_MYCROFT1979, [t, c1, c2], c3[1], True, "pronoun", ["that", "these packages"], "Installing libffi-dev with yum fixed \"No module named '_ctypes'\" for me on CentOS 7, after I made sure the Python build packages were installed.", author="u4")
    rec(SX_MYCROFT1979, [t, c1, c2, c3], c4[1], True, "ellipsis", ["finally"], "After installing libffi-devel and rebuilding Python to fix \"No module named '_ctypes'\", I could install docker-compose with `pip3.8 install docker-compose`.", author="u4")
    rec(SX_MYCROFT1979, [t, c1, c2, c3, c4], c5, True, "pronoun", ["This", "it", "the missing module"], "Installing libffi-dev with apt-get fixed \"No module named '_ctypes'\" for me with pipenv and pyenv.", author="u5")

    t = (U, "no module named '_ctypes'", "u1")
    d1 = (A, "After installing `libffi-dev` you probably need to start from a clean build by deleting your `.buildozer` directory", "u2")
    d2 = (U, "Where’s the .buildozer directory?", "u1")
    d3 = (A, "It's the one that appears on your stacktrace `/home/coin/hi/.buildozer/`", "u2")
    d4 = (U, "Hi I try this , but also the same issue", "u3")
    d5 = "No feedback from the original reported, so I believe this is fixed.\n@yangzongwu can't help without you giving a full log."
    rec(SX_BOZER963, [t], d1[1], True, "ellipsis", [], "After installing libffi-dev to fix buildozer's \"no module named '_ctypes'\", you probably need a clean build by deleting your `.buildozer` directory.", author="u2")
    rec(SX_BOZER963, [t, d1], d2[1], True, "pronoun", ["the .buildozer directory"], "Where is the .buildozer directory to delete for a clean buildozer build?", author="u1")
    rec(SX_BOZER963, [t, d1, d2], d3[1], True, "pronoun", ["It", "the one"], "The .buildozer directory to delete is the one in your buildozer stack trace, `/home/coin/hi/.buildozer/`.", author="u2")
    rec(SX_BOZER963, [t, d1, d2, d3], d4[1], True, "pronoun", ["this", "the same issue"], "I installed libffi-dev and deleted .buildozer for a clean build, but buildozer still fails with \"no module named '_ctypes'\".", author="u3")
    rec(SX_BOZER963, [t, d1, d2, d3, d4], d5, True, "pronoun", ["this"], "No feedback from the original reporter, so buildozer's \"no module named '_ctypes'\" is believed fixed; @yangzongwu, I can't help without a full log.", author="u2")

    t = (U, "On Ubuntu 20.04LTS - libffi issue", "u1")
    e1 = (U, "from _ctypes import Union, Structure, Array\n    ImportError: libffi.so.6: cannot open shared object file: No such file or directory", "u1")
    e2 = (U, "apt install libffi-dev does not fix the issue. (Since it install so.7).", "u1")
    # Names only the shared library that failed to load (ruling before df39): a follow-up.
    rec(SX_BITARR96, [t], e1[1], True, "ellipsis", [], "Using bitarray on Ubuntu 20.04 fails with 'ImportError: libffi.so.6: cannot open shared object file' at `from _ctypes import Union, Structure, Array`.", author="u1")
    rec(SX_BITARR96, [t, e1], e2[1], True, "pronoun", ["the issue"], "apt install libffi-dev does not fix the missing libffi.so.6 on Ubuntu 20.04, since it installs libffi.so.7.", author="u1")
    rec(SX_BITARR96, [t, e1, e2], "I don't see how this issue is related to bitarray.  `_ctypes` is part of the Python standard library.", True, "pronoun", ["this issue"], "The missing libffi.so.6 when importing _ctypes on Ubuntu 20.04 is not related to bitarray: `_ctypes` is part of the Python standard library.", author="u2")

    t = (U, "ModuleNotFoundError: No module named '_lzma' in 1.2.1", "u1")
    f1 = (A, "@marban, thanks for your feedback, does that work for you?\nhttps://stackoverflow.com/questions/59690698/modulenotfounderror-no-module-named-lzma-when-building-python-using-pyenv-on", "u2")
    f2 = (A, "@marban Did that solve your issue?", "u2")
    rec(SX_TRAFI203, [t], f1[1], True, "pronoun", ["that"], "@marban, does the answer at https://stackoverflow.com/questions/59690698/... fix trafilatura 1.2.1's \"No module named '_lzma'\" for you?", author="u2")
    rec(SX_TRAFI203, [t, f1], f2[1], True, "pronoun", ["that", "your issue"], "@marban, did the Stack Overflow answer solve trafilatura 1.2.1's \"No module named '_lzma'\"?", author="u2")
    rec(SX_TRAFI203, [t, f1, f2], "Worked for me!\n\nSee also:\nhttps://github.com/pyenv/pyenv/issues/99", True, "ellipsis", [], "The Stack Overflow fix for \"No module named '_lzma'\" with trafilatura 1.2.1 worked for me; see also pyenv/pyenv#99.", author="u3")

    t = (U, "lzma errors still present with the python 3.8.5 setup", "u1")
    g1 = (U, "although the setup deals with this by running `brew install xz` before installing `pyenv`, a lot of students on macos still get the lzma warning :", "u1")
    g2 = (U, "`UserWarning: Could not import the lzma module. Your installed Python is incomplete. \nAttempting to use lzma compression will result in a RuntimeError. warnings.warn(msg)`", "u1")
    g3 = (U, "in order to solve this it was necessary to upgrade python to 3.8.6 and create a new virtual env:", "u1")
    g4 = (U, "which is very strange, since these steps exactly replicate the setup", "u1")
    rec(SX_LEWAG30, [t], g1[1], True, "pronoun", ["the setup", "this"], "Although Le Wagon's data setup runs `brew install xz` before installing pyenv, many students on macOS still get the lzma warning with Python 3.8.5.", author="u1")
    # No printer named, only the missing lzma module (ruling before df40, first clause): a follow-up.
    rec(SX_LEWAG30, [t, g1], g2[1], True, "ellipsis", [], "With Le Wagon's Python 3.8.5 data setup on macOS, students get 'UserWarning: Could not import the lzma module. Your installed Python is incomplete.'", author="u1")
    rec(SX_LEWAG30, [t, g1, g2], g3[1], True, "pronoun", ["this"], "To solve the lzma warning after Le Wagon's data setup, students had to upgrade Python to 3.8.6 with pyenv and create a new virtualenv.", author="u1")
    rec(SX_LEWAG30, [t, g1, g2, g3], g4[1], True, "pronoun", ["these steps", "the setup"], "It is strange that upgrading to Python 3.8.6 fixes the lzma warning, since those steps replicate Le Wagon's data setup exactly.", author="u1")
    rec(SX_LEWAG30, [t, g1, g2, g3, g4], "Fixed with #26 merged", True, "ellipsis", [], "The lzma warning with Le Wagon's Python 3.8.5 data setup is fixed by merging #26.", author="u2")

    t = (U, "Could not import the lzma module", "u1")
    i1 = (U, "```brew install xz readline```\nthen\n```pyenv install 3.7.7```", "u1")
    # A bare fix (ruling before df38): a follow-up.
    rec(SX_LEWAG32, [t], i1[1], True, "ellipsis", [], "To fix 'Could not import the lzma module' in Le Wagon's data setup, run brew install xz readline, then pyenv install 3.7.7.", author="u1")
    rec(SX_LEWAG32, [t, i1], "When prompted that you already have Python and do you wish to reinstall it, accept", True, "ellipsis", [], "When pyenv install 3.7.7 asks whether to reinstall the existing Python 3.7.7 (to fix the lzma module), accept.", author="u1")

    t = (U, "lzma module does not import", "u1")
    # A session quoted with its error (ruling before df37): a trap.
    rec(SX_HSTACK637, [t], SX_B_LIBLZMA, False, SAME, [], None, author="u1")
    lend(SX_HSTACK637, [t], SX_B_PAKETO, SAME, SX_PAKETO478)

    t = (U, "ImportError: No module named lzma", "u1")
    j1 = (U, "When running `jefferson` I get the error `ImportError: No module named lzma` and when I try installing `lzma` with `sudo pip install lzma` I get:", "u1")
    j3 = (U, "I'm on python 2.7 how do I fix that?", "u1")
    j4 = (A, "Python 2.7 does not come with LZMA-support. Running `sudo apt-get install python-lzma` or `sudo pip install pyliblzma` should fix the problem. I'll add it to the dependencies.", "u2")
    # What pip printed is left to the colon (the ruling before df37's "I ran into this:"): a follow-up.
    rec(SX_JEFF3, [t], j1[1], True, "ellipsis", ["I get:"], "Running jefferson gives `ImportError: No module named lzma`, and `sudo pip install lzma` fails with 'Could not find any downloads that satisfy the requirement lzma'.", author="u1")
    rec(SX_JEFF3, [t, j1], SX_B_PIPLZMA, False, SAME, [], None, author="u1")
    rec(SX_JEFF3, [t, j1, (U, SX_B_PIPLZMA, "u1")], j3[1], True, "pronoun", ["that"], "I'm on Python 2.7; how do I fix jefferson's `ImportError: No module named lzma`?", author="u1")
    rec(SX_JEFF3, [t, j1, (U, SX_B_PIPLZMA, "u1"), j3], j4[1], True, "pronoun", ["the problem", "it"], "Python 2.7 has no LZMA support; `sudo apt-get install python-lzma` or `sudo pip install pyliblzma` fixes jefferson's `No module named lzma`, and it will be added to jefferson's dependencies.", author="u2")
    rec(SX_JEFF3, [t, j1, (U, SX_B_PIPLZMA, "u1"), j3, j4], "sudo yum install xz-devel python-backports-lzma\nsudo pip3 install backports.lzma", True, "ellipsis", [], "To fix jefferson's `No module named lzma` on a yum system: sudo yum install xz-devel python-backports-lzma, then sudo pip3 install backports.lzma.", author="u3")

    t = (U, "lzma module not compiled for MacOSX and Linux (Python 3)", "u1")
    k1 = (U, "When I try to import the `lzma` module on MacOSX and Linux I get the same error:", "u1")
    k2 = (U, "On **Windows** the module works correctly.", "u1")
    rec(SX_ANAC25, [t, ], k1[1], True, "ellipsis", ["the same error"], "Importing the `lzma` module in Anaconda's Python 3.3 on macOS and Linux fails with \"ImportError: No module named '_lzma'\".", author="u1")
    rec(SX_ANAC25, [t, k1], k2[1], True, "pronoun", ["the module"], "Anaconda's Python 3 `lzma` module works correctly on Windows.", author="u1")
    # A complete sentence naming its own subject (rule 1): a trap.
    rec(SX_ANAC25, [t, k1, k2], "Anaconda version is 1.7.0.", False, SAME, [], None, author="u1")

    t = (U, "No module named '_bz2'", "u1")
    m1 = (U, "系统环境：centos Linux release 7.9.2009\npython版本：3.8.18", "u1")
    m3 = (U, "但系统已安装了bzip2-devel.i686和bzip2-devel.x86_64。", "u1")
    rec(SX_LICMON4, [t], m1[1], True, "ellipsis", [], "licenseMonitor在centos 7.9.2009、python 3.8.18下报错No module named '_bz2'。", author="u1")
    # Names the project's own script (ruling before df39): a trap.
    rec(SX_LICMON4, [t, m1], SX_B_LICMON, False, SAME, [], None, author="u1")
    # A measure already taken, tied by "但" (ruling before df38): a follow-up.
    rec(SX_LICMON4, [t, m1, (U, SX_B_LICMON, "u1")], m3[1], True, "ellipsis", ["但"], "系统已安装了bzip2-devel.i686和bzip2-devel.x86_64，但执行licenseMonitor的license_monitor.py仍报错No module named '_bz2'。", author="u1")
    rec(SX_LICMON4, [t, m1, (U, SX_B_LICMON, "u1"), m3], "使用python 3.8.8版本试试。", True, "ellipsis", [], "licenseMonitor报错No module named '_bz2'时，换用python 3.8.8版本试试。", author="u2")

    t = (U, "tiled_fuzzer.py: ModuleNotFoundError: No module named '_bz2'", "u1")
    rec(SX_APIC6, [t], "I think my python installation is wrong but can found why. With python3.7 (virtualenv) I have this exception in fuzzer step : ", True, "pronoun", ["this exception", "fuzzer step"], "I think my Python installation is wrong: with Python 3.7 in a virtualenv, apicula's tiled_fuzzer.py step fails with \"ModuleNotFoundError: No module named '_bz2'\".", author="u1")
    rec(SX_APIC6, [t, (U, "I think my python installation is wrong but can found why. With python3.7 (virtualenv) I have this exception in fuzzer step : ", "u1")], SX_B_FUZZER, False, SAME, [], None, author="u1")

    t = (U, "Módulo não encontrado: bz2", "u1")
    o1 = (U, "Eu estava usando o ubuntu 20.04, com a versão do python 3.11.0 do [asdf](https://asdf-vm.com/). Quando rodei o script `scrapy crawl sp_campinas` aconteceu o seguinte erro:", "u1")
    o2 = (U, "```\nfrom _bz2 import BZ2Compressor, BZ2Decompressor\nModuleNotFoundError: No module named '_bz2'\n```", "u1")
    o3 = (U, "Para resolver esse erro, eu usei [esse tutorial](https://computingforgeeks.com/how-to-install-python-on-ubuntu-linux/) e instalei da fonte.\nAo rodar novamente funcionou sem erro algum", "u1")
    o4 = (A, "Não consigo reproduzir este erro pois uso nixOS, mas acredito que tenha haver com o fato de que por padrão o ubuntu não tenha instalado algumas libs para desenvolvimento,", "u2")
    rec(SX_QDIAR1013, [t], o1[1], True, "ellipsis", ["o seguinte erro"], "No ubuntu 20.04 com python 3.11.0 do asdf, rodar `scrapy crawl sp_campinas` do querido-diario dá o erro \"No module named '_bz2'\".", author="u1")
    # Names only the missing _bz2 module (ruling before df39): a follow-up.
    rec(SX_QDIAR1013, [t, o1], o2[1], True, "ellipsis", [], "Rodar o spider sp_campinas do querido-diario com python 3.11.0 do asdf dá \"ModuleNotFoundError: No module named '_bz2'\".", author="u1")
    rec(SX_QDIAR1013, [t, o1, o2], o3[1], True, "pronoun", ["esse erro"], "Para resolver o \"No module named '_bz2'\" no querido-diario, instalei o python da fonte seguindo https://computingforgeeks.com/how-to-install-python-on-ubuntu-linux/ e funcionou.", author="u1")
    rec(SX_QDIAR1013, [t, o1, o2, o3], o4[1], True, "pronoun", ["este erro"], "Não consigo reproduzir o \"No module named '_bz2'\" do querido-diario no nixOS, mas acho que é porque o ubuntu não instala por padrão algumas libs de desenvolvimento.", author="u2")
    rec(SX_QDIAR1013, [t, o1, o2, o3, o4], "Aqui tem mais gente com o mesmo problema\nhttps://stackoverflow.com/questions/50335503/no-module-named-bz2-in-python3", True, "pronoun", ["o mesmo problema"], "Mais gente com \"No module named '_bz2'\" no python3: https://stackoverflow.com/questions/50335503/no-module-named-bz2-in-python3", author="u2")

    t = (U, "ModuleNotFoundError: No module named '_bz2'", "u1")
    rec(SX_WIKIX154, [t], SX_B_WIKIX, False, SAME, [], None, author="u1")
    h = [t, (U, SX_B_WIKIX, "u1")]
    rec(SX_WIKIX154, h, "How can i fix it?", True, "pronoun", ["it"], "How can I fix WikiExtractor's \"ModuleNotFoundError: No module named '_bz2'\"?", author="u1")
    rec(SX_WIKIX154, [*h, (U, "How can i fix it?", "u1")], "What about this?\nhttps://stackoverflow.com/questions/12806122/missing-python-bz2-module", True, "pronoun", ["this"], "Does https://stackoverflow.com/questions/12806122/missing-python-bz2-module fix WikiExtractor's \"No module named '_bz2'\"?", author="u2")
    rec(SX_WIKIX154, [*h, (U, "How can i fix it?", "u1"), (A, "What about this?\nhttps://stackoverflow.com/questions/12806122/missing-python-bz2-module", "u2")], "I have the same problem !! WTF ! did you managed to solve it???????????????", True, "pronoun", ["the same problem", "it"], "I also get WikiExtractor's \"No module named '_bz2'\"; did you manage to solve it?", author="u3")

    t = (U, "CompressionError: bz2 module is not available", "u1")
    q1 = (U, "I'm running ubuntu 12.10. I cloned this repo, and ran make install. The build always fails with this message:     raise CompressionError(\"bz2 module is not available\")\nCompressionError: bz2 module is not available", "u1")
    rec(SX_XBSDK61, [t], q1[1], True, "pronoun", ["this repo"], "On Ubuntu 12.10, I cloned xblock-sdk and ran make install; the build always fails with 'CompressionError: bz2 module is not available'.", author="u1")
    # "make:" is the printer's own mark (ruling before df40): a trap.
    rec(SX_XBSDK61, [t, q1], SX_B_MAKE, False, SAME, [], None, author="u1")
    rec(SX_XBSDK61, [t, q1, (U, SX_B_MAKE, "u1")], "It sounds like you built your own Python? Or somehow you don't have the bz libraries available.", True, "ellipsis", ["It sounds like"], "xblock-sdk's make install failing with 'bz2 module is not available' sounds like a self-built Python, or the bz2 libraries are missing.", author="u2")
    rec(SX_XBSDK61, [t, q1, (U, SX_B_MAKE, "u1"), (A, "It sounds like you built your own Python? Or somehow you don't have the bz libraries available.", "u2")], "On centos - yum install bzip2 bzip2-devel\n\nthen re-compile it again", True, "ellipsis", ["it"], "To fix 'bz2 module is not available' on CentOS, run yum install bzip2 bzip2-devel and then recompile Python.", author="u3")

    t = (U, "ModuleNotFoundError: No module named '_bz2' when importting syft", "u1")
    r2 = (U, "There is not much we can do within PySyft since this is a python/system requirements. We could either include this in documentation, but at I also think it's fine if we don't do anything about it.", "u1")
    rec(SX_SYFT6936, [t], SX_B_SYFT, False, SAME, [], None, author="u1")
    rec(SX_SYFT6936, [t, (U, SX_B_SYFT, "u1")], r2[1], True, "pronoun", ["this", "it"], "PySyft can do little about \"No module named '_bz2'\" from a Python compiled without bz2, a Python/system requirement; it could go in the documentation, or nothing need be done.", author="u1")
    # Steps that name in full what they do (ruling before df38): a trap.
    rec(SX_SYFT6936, [t, (U, SX_B_SYFT, "u1"), r2], "## How to Reproduce\n1. On a ubuntu machine (tested with 20.04 but should be applicable to other versions) without the `libbz2-dev` apt package\n2. Compile `python` with `pyenv`, *e.g* `pyenv install 3.10.8`\n3. `pip install syft --pre`\n4. Run `import syft` inside python", False, SAME, [], None, author="u1")

    t = (U, "bz2 module possibly not baked in", "u1")
    s1 = (U, "http://lists.cairographics.org/archives/cairo/2012-January/022655.html", "u1")
    s2 = (U, "Likely a pythonbrew issue.", "u1")
    rec(SX_PYBREW63, [t], s1[1], True, "ellipsis", [], "A Python built by pythonbrew possibly lacks the bz2 module; see http://lists.cairographics.org/archives/cairo/2012-January/022655.html.", author="u1")
    rec(SX_PYBREW63, [t, s1], s2[1], True, "ellipsis", [], "The bz2 module not being baked into the Python is likely a pythonbrew issue.", author="u1")
    rec(SX_PYBREW63, [t, s1, s2], "I've done this twice, where I have to resort to compiling python (2.7.2) myself.", True, "pronoun", ["this"], "Twice pythonbrew's Python 2.7.2 lacked the bz2 module, and I had to compile Python 2.7.2 myself.", author="u1")

    t = (U, "sqlite3 error", "u1")
    u2 = (A, "I'm guessing you found an article similar to [this in another project](https://github.com/sloria/TextBlob/issues/173#issuecomment-321291279). Installing the dev libraries you have is necessary (as noted there, you may need more), but it looks like you'll also need to rebuild python.", "u2")
    rec(SX_PIHOLE15, [t], SX_B_PIHOLE, False, SAME, [], None, author="u1")
    rec(SX_PIHOLE15, [t, (U, SX_B_PIHOLE, "u1")], u2[1], True, "pronoun", ["this", "the dev libraries you have"], "To fix \"No module named '_sqlite3'\" running pihole5-list-tool, installing libsqlite3-dev is necessary (as in sloria/TextBlob#173) but you'll also need to rebuild Python.", author="u2")
    rec(SX_PIHOLE15, [t, (U, SX_B_PIHOLE, "u1"), u2], "What OS flavor are you running? I can't imagine why any distro would ship python with out all of the standard libs built in.", True, "ellipsis", [], "Which OS are you running pihole5-list-tool on? No distro should ship Python without all the standard libraries (like _sqlite3) built in.", author="u2")

    t = (U, "Add libsqlite3-dev dependency to python compilation", "u1")
    rec(SX_PAKETO478, [t], SX_B_PAKETO, False, SAME, [], None, author="u1")
    lend(SX_PAKETO478, [t], SX_B_LIBLZMA, SAME, SX_HSTACK637)

    t = (U, "Does'nt build pysqlite3", "u1")
    w1 = (U, "I had installed libsqlite3-dev and python-sqlite, but errors remained", "u1")
    w2 = (A, "Yeah, as the README says:\n\n>This library takes the SQLite module from Python 3 and packages it as a separately-installable module.", "u2")
    rec(SX_PYSQL19, [t], w1[1], True, "ellipsis", ["errors remained"], "I installed libsqlite3-dev and python-sqlite, but building pysqlite3 still fails.", author="u1")
    rec(SX_PYSQL19, [t, w1], w2[1], True, "pronoun", ["the README", "This library"], "pysqlite3's README says it takes the SQLite module from Python 3 and packages it as a separately installable module.", author="u2")
    rec(SX_PYSQL19, [t, w1, w2], "You're using python 2.7.", True, "ellipsis", [], "pysqlite3 fails to build for you because you're using Python 2.7, and it packages Python 3's SQLite module.", author="u2")

    t = (U, "ModuleNotFoundError: No module named '_sqlite3'", "u1")
    x1 = (U, "I got this error after run `python manager.py after_deploy`", "u1")
    rec(SX_DJTW33, [t], x1[1], True, "pronoun", ["this error"], "I got \"ModuleNotFoundError: No module named '_sqlite3'\" after running django_twitter's `python manager.py after_deploy`.", author="u1")
    rec(SX_DJTW33, [t, x1], "Its because I had to compile python3.6 from source, the solution that worked :\nhttps://stackoverflow.com/questions/1210664/no-module-named-sqlite3", True, "pronoun", ["Its"], "django_twitter's \"No module named '_sqlite3'\" came from my Python 3.6 compiled from source; the fix that worked: https://stackoverflow.com/questions/1210664/no-module-named-sqlite3", author="u1")

    t = (U, "No module named _sqlite3", "u1")
    y1 = (U, "Hey, I'm trying to import sqlite3 but it wont let me, I'm getting the response:", "u1")
    y3 = (U, "Any Idea what could be wrong?", "u1")
    y4 = (U, "Also trying to install modules it's saying I'm using pip version 10, can I update this somehow or is it not necessary?", "u1")
    y5 = (A, "Which version do you use and where did you get it from?\nMight be a duplicate of #112", "u2")
    y6 = "Installed the VM just now and Installed the most recent version, not from the client, from the github page"
    rec(SX_PYTSON120, [t], y1[1], True, "ellipsis", ["the response"], "Importing sqlite3 in pyTSon fails with \"ImportError: No module named '_sqlite3'\".", author="u1")
    # The path names the project's own directory (ruling before df39): a trap.
    rec(SX_PYTSON120, [t, y1], SX_B_TSON, False, SAME, [], None, author="u1")
    rec(SX_PYTSON120, [t, y1, (U, SX_B_TSON, "u1")], y3[1], True, "ellipsis", [], "Any idea why importing sqlite3 in pyTSon fails with \"No module named '_sqlite3'\"?", author="u1")
    rec(SX_PYTSON120, [t, y1, (U, SX_B_TSON, "u1"), y3], y4[1], True, "pronoun", ["it", "this"], "Installing modules in pyTSon says I'm using pip version 10; can I update pyTSon's pip, or is it not necessary?", author="u1")
    rec(SX_PYTSON120, [t, y1, (U, SX_B_TSON, "u1"), y3, y4], y5[1], True, "pronoun", ["it"], "Which pyTSon version do you use and where did you get it? The missing _sqlite3 might be a duplicate of #112.", author="u2")
    rec(SX_PYTSON120, [t, y1, (U, SX_B_TSON, "u1"), y3, y4, y5], y6, True, "ellipsis", [], "I installed the TeamSpeak VM just now and the most recent pyTSon from the GitHub page, not from the client.", author="u1")

    t = (U, "Linux Installation: No module named '_sqlite3'", "u1")
    z1 = (U, "Trying to install forge on Ubuntu but get the error below.", "u1")
    z3 = (A, "When I got this error, I was able to resolve it by installing libsqlite3-dev and recompiling my Python install with it.", "u2")
    rec(SX_FORGE2250, [t], z1[1], True, "ellipsis", ["the error below"], "Installing stable-diffusion-webui-forge on Ubuntu fails with \"No module named '_sqlite3'\".", author="u1")
    rec(SX_FORGE2250, [t, z1], SX_B_FORGE, False, SAME, [], None, author="u1")
    rec(SX_FORGE2250, [t, z1, (U, SX_B_FORGE, "u1")], z3[1], True, "pronoun", ["this error", "it"], "I resolved \"No module named '_sqlite3'\" when installing Forge by installing libsqlite3-dev and recompiling my Python with it.", author="u2")
    rec(SX_FORGE2250, [t, z1, (U, SX_B_FORGE, "u1"), z3], "Probably doesn't help you if you're using a system/packaged Python, but should be a fix for anyone using a compiled version.", True, "ellipsis", [], "Installing libsqlite3-dev and recompiling Python fixes \"No module named '_sqlite3'\" for a compiled Python, though probably not for a system or packaged Python.", author="u2")


# ---- Jest not exiting after the run: "Jest did not exit one second after the test run has completed", "A worker process has failed to exit gracefully", --detectOpenHandles / --forceExit ----
JO_TEMP189 = GH + "temporalio/samples-typescript/issues/189"
JO_PAIR18 = GH + "healeycodes/PairCode/pull/18"
JO_GALL49 = GH + "owlsketch/gallery/issues/49"
JO_KCD81 = GH + "kentcdodds/kcd-scripts/pull/81"
JO_FBG169 = GH + "freeboardgames/FreeBoardGames.org/issues/169"
JO_DIFF50 = GH + "differentialhq/differential/pull/50"
JO_HTERM18 = GH + "gajus/http-terminator/issues/18"
JO_SUPER520 = GH + "forwardemail/supertest/issues/520"
JO_BODYP473 = GH + "expressjs/body-parser/issues/473"
JO_PLEAS15 = GH + "cloudfour/pleasantest/issues/15"
JO_CTW106 = GH + "goldbergyoni/component-tests-workshop/issues/106"
JO_FFPROF2567 = GH + "firefox-devtools/profiler/issues/2567"
JO_IRON1493 = GH + "iron-fish/ironfish/issues/1493"
JO_BFC8031 = GH + "microsoft/BotFramework-Composer/issues/8031"
JO_OGS3133 = GH + "online-go/online-go.com/pull/3133"
JO_WSTOR5345 = GH + "GoogleForCreators/web-stories-wp/issues/5345"
JO_DVC1253 = GH + "treeverse/vscode-dvc/pull/1253"
JO_P2P124 = GH + "p2panda/p2panda/issues/124"
JO_COMIT2211 = GH + "comit-network/comit-rs/issues/2211"
JO_TONX7 = GH + "ton-community/ton-contract-executor/pull/7"
JO_BULL1374 = GH + "felixmosh/bull-board/issues/1374"
JO_B_DIDNOT = "\"Jest did not exit one second after the test run has completed\""
JO_B_FORCE = "```bash\n...\nRan all test suites.\nForce exiting Jest\n\nHave you considered using `--detectOpenHandles` to detect async operations that kept running after all tests finished?\n```"
JO_B_TCPWRAP = "```bash\nJest has detected the following 1 open handle potentially keeping Jest from exiting:\n\n  ●  TCPSERVERWRAP\n\n\n\n      at Function.listen (../node_modules/express/lib/application.js:618:24)\n      at Object.<anonymous> (index.ts:1195:32)\n```"
JO_B_KCD = "**What**:\nForce jest to exit when there are open async handles after tests have finished running"
JO_B_BULL = "PASS @bull-board/api tests/api/bull-scheduled-job-removal.spec.ts (10.759 s)\nA worker process has failed to exit gracefully and has been force exited. This is likely caused by tests leaking due to improper teardown. Try running with --detectOpenHandles to find leaks. Active timers can also cause this, ensure that .unref() was called on them."
JO_B_NODEV = "```bash\n$ node --version\nv14.11.0\n```"
JO_WORKER = "> A worker process has failed to exit gracefully and has been force exited. This is likely caused by tests leaking due to improper teardown. Try running with --detectOpenHandles to find leaks."


def _jestopen(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "[Bug] Jest detects open handle", "u1")
    a1 = (A, "I noticed that there's also a lag at the end of Mocha tests, so I suspect this problem isn't limited to just Jest. However, Mocha exits fine, it just takes a while.", "u2")
    a2 = (A, "I can confirm the same thing in Jest: if I add a sufficiently high timeout (about 9200 on my machine), Jest exits without error:", "u2")
    a3 = (A, "With Mocha, I get a similar issue: the test process hangs for approximately 9.1 seconds before exiting.", "u2")
    a4 = (A, "@bergundy is there anything you can think of in the test environment that has a 9 or 10 second timeout?", "u2")
    a5 = (A, "I can’t think of anything with that timeout, might be something that happens internally in core.\nI think the old test environment didn’t have this issue, I’ll dig into this.", "u3")
    a6 = "I also just hit this. Ported the example workflow test https://github.com/temporalio/samples-typescript/blob/a0574c6e27bf58b36bcc5f983e8a0941b412c606/activities-examples/src/workflows.test.ts to my app and I now see the following when running Jest:"
    rec(JO_TEMP189, [t], a1[1], True, "pronoun", ["this problem"], "Temporal's TypeScript samples also lag at the end of Mocha tests, so the open-handle problem isn't limited to Jest; Mocha exits fine but takes a while.", author="u2")
    rec(JO_TEMP189, [t, a1], a2[1], True, "pronoun", ["the same thing"], "With a sufficiently high afterAll timeout (about 9200 ms on my machine), Jest exits without the open-handle error in Temporal's TypeScript samples.", author="u2")
    rec(JO_TEMP189, [t, a1, a2], a3[1], True, "ellipsis", ["a similar issue", "the test process"], "With Mocha, Temporal's TypeScript samples' test process hangs for about 9.1 seconds before exiting.", author="u2")
    rec(JO_TEMP189, [t, a1, a2, a3], a4[1], True, "pronoun", ["the test environment"], "@bergundy, is there anything in Temporal's TypeScript test environment with a 9 or 10 second timeout?", author="u2")
    rec(JO_TEMP189, [t, a1, a2, a3, a4], a5[1], True, "pronoun", ["that timeout", "this issue"], "Nothing in Temporal's test environment has a 9-10 second timeout; it might be internal to Temporal's core, and the old test environment didn't leave Jest's open handle.", author="u3")
    rec(JO_TEMP189, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["this", "the following"], "I also hit Jest's open handle after porting Temporal's example workflow test (activities-examples/src/workflows.test.ts) to my app.", author="u4")

    t = (U, "add --detectOpenHandles for Jest", "u1")
    lend(JO_PAIR18, [t], JO_B_KCD, SAME, JO_KCD81)

    t = (U, "Jest detects open handles after tests complete", "u1")
    b2 = (U, "\"This usually means that there are asynchronous operations that weren't stopped in your tests. Consider running Jest with `--detectOpenHandles` to troubleshoot this issue.\"", "u1")
    # Jest as the message's subject (ruling before df40, first clause): a trap.
    rec(JO_GALL49, [t], JO_B_DIDNOT, False, SAME, [], None, author="u1")
    # "This" is the line before, what it explains only that line gives (rule 2 read the other way): a follow-up.
    rec(JO_GALL49, [t, (U, JO_B_DIDNOT, "u1")], b2[1], True, "pronoun", ["This", "this issue"], "Jest's 'did not exit one second after the test run has completed' usually means asynchronous operations weren't stopped in your tests; run Jest with `--detectOpenHandles` to troubleshoot it.", author="u1")
    rec(JO_GALL49, [t, (U, JO_B_DIDNOT, "u1"), b2], "Tried resolving this for a few hours to no avail, isn't imperative or important enough to work on regardless. Just making this issue to remind myself.", True, "pronoun", ["this"], "I tried for a few hours to fix Jest not exiting after the gallery's tests, to no avail; it isn't important enough to work on, so this issue is a reminder.", author="u1")

    t = (U, "test: force jest to exit when there are open async handles after tests have finished running", "u1")
    # The title redone, named in full (ruling before df36): a trap.
    rec(JO_KCD81, [t], JO_B_KCD, False, SAME, [], None, author="u1")
    rec(JO_KCD81, [t, (U, JO_B_KCD, "u1")], "**Why**:\nIn some cases there may be harmless handles lying around, when tests have finished running.", True, "ellipsis", ["**Why**"], "kcd-scripts should force Jest to exit because in some cases harmless handles may be left open after tests finish.", author="u1")
    rec(JO_KCD81, [t, (U, JO_B_KCD, "u1"), (U, "**Why**:\nIn some cases there may be harmless handles lying around, when tests have finished running.", "u1")], "**How**:\nMe", True, "ellipsis", ["**How**"], "How is kcd-scripts' forced Jest exit done? By me.", author="u1")

    t = (U, "Jest: Have you considered using `--detectOpenHandles` to detect async operations that kept running after all tests finished?", "u1")
    rec(JO_FBG169, [t], JO_B_FORCE, False, SAME, [], None, author="u1")
    rec(JO_FBG169, [t, (U, JO_B_FORCE, "u1")], "@flamecoals should we be using this?", True, "pronoun", ["this"], "@flamecoals, should FreeBoardGames.org run Jest with `--detectOpenHandles`?", author="u1")
    rec(JO_FBG169, [t, (U, JO_B_FORCE, "u1"), (U, "@flamecoals should we be using this?", "u1")], "https://github.com/freeboardgame/FreeBoardGame.org/pull/177", True, "ellipsis", [], "FreeBoardGame.org's Jest `--detectOpenHandles` change is https://github.com/freeboardgame/FreeBoardGame.org/pull/177.", author="u1")

    t = (U, "fix: Detect open handles in tests", "u1")
    rec(JO_DIFF50, [t], "- Add `--detectOpenHandles` and `--forceExit` in case of hanging tests.\n- Bump all jest timeouts", True, "ellipsis", [], "differential's fix adds Jest's `--detectOpenHandles` and `--forceExit` for hanging tests and bumps all of differential's Jest timeouts.", author="u1")
    lend(JO_DIFF50, [t], JO_B_TCPWRAP, SAME, JO_HTERM18)

    t = (U, "Question: How come still `TCPSERVERWRAP`?", "u1")
    f1 = (U, "With simple usage just as with the `express` example on the `README`, the `express` listener is still running from the `return` statement below:", "u1")
    f3 = (U, "I've verified that I only have one instance of `express` listening, by putting an unmistakeable `console.log` just before that `return` statement above.", "u1")
    rec(JO_HTERM18, [t], f1[1], True, "pronoun", ["the `README`", "the `return` statement below"], "Using http-terminator just like the express example in its README, express's listener is still running (the `return server.listen.apply(server, arguments)` in express's app.listen).", author="u1")
    rec(JO_HTERM18, [t, f1], f3[1], True, "pronoun", ["that `return` statement above"], "I verified that only one express instance is listening, with a console.log just before express's `return server.listen(...)` in app.listen, yet http-terminator leaves a TCPSERVERWRAP handle.", author="u1")
    # A command with its output (ruling before df37), then Jest's own message (ruling before df40): traps.
    rec(JO_HTERM18, [t, f1, f3], JO_B_NODEV, False, SAME, [], None, author="u1")
    rec(JO_HTERM18, [t, f1, f3, (U, JO_B_NODEV, "u1")], JO_B_TCPWRAP, False, SAME, [], None, author="u1")
    rec(JO_HTERM18, [t, f1, f3, (U, JO_B_NODEV, "u1"), (U, JO_B_TCPWRAP, "u1")], "What are some troubleshooting tips?", True, "ellipsis", [], "What are some troubleshooting tips for Jest's TCPSERVERWRAP open handle when using http-terminator with express?", author="u1")

    t = (U, "Open handle keeps Jest from exiting ( TCPSERVERWRAP)", "u1")
    g1 = (U, "I am experiencing the same error. I suppose a solution for the time being is to use --forceExit with Jest.", "u2")
    g2 = (U, "I found out that if you are using process.env in any test it also won't exit.", "u3")
    rec(JO_SUPER520, [t], g1[1], True, "pronoun", ["the same error"], "I also get the TCPSERVERWRAP open handle keeping Jest from exiting with supertest; for now a workaround is Jest's --forceExit.", author="u2")
    rec(JO_SUPER520, [t, g1], g2[1], True, "pronoun", ["it"], "If you use process.env in any test, Jest also won't exit with supertest's open TCPSERVERWRAP handle.", author="u3")
    rec(JO_SUPER520, [t, g1, g2], "same issue here. this is the test:", True, "pronoun", ["same issue", "the test"], "I also get supertest's TCPSERVERWRAP open handle keeping Jest from exiting, in a NestJS e2e test.", author="u4")

    t = (U, "Testing with Jest leaves open handles", "u1")
    h1 = (U, "See a similar issue here: https://github.com/visionmedia/supertest/issues/772", "u1")
    h2 = (U, "I have tested on:\n- `1.19.2` - PASS ✅ \n- `1.20.0` - FAIL ❌ \n- `1.20.1` - FAIL ❌ \n- `2.0.0-beta.1` - PASS ✅", "u1")
    h3 = (U, "Only the ❌ cause open handles to remain after the tests exit.", "u1")
    h4 = (A, "Thank you for your report. Please send a PR with a fix or provide detailed instructions so I can reproduce the issue.", "u2")
    rec(JO_BODYP473, [t], h1[1], True, "ellipsis", ["a similar issue"], "An issue similar to body-parser leaving Jest open handles is visionmedia/supertest#772.", author="u1")
    rec(JO_BODYP473, [t, h1], h2[1], True, "ellipsis", [], "Jest open handles with body-parser: 1.19.2 passes, 1.20.0 and 1.20.1 fail, 2.0.0-beta.1 passes.", author="u1")
    rec(JO_BODYP473, [t, h1, h2], h3[1], True, "pronoun", ["the ❌"], "Only body-parser 1.20.0 and 1.20.1 leave open handles after Jest tests exit.", author="u1")
    rec(JO_BODYP473, [t, h1, h2, h3], h4[1], True, "pronoun", ["the issue"], "Please send a PR or detailed reproduction steps for body-parser 1.20 leaving Jest open handles.", author="u2")
    rec(JO_BODYP473, [t, h1, h2, h3, h4], "Closing due to no response.", True, "ellipsis", [], "Closing the body-parser Jest open handles report due to no response.", author="u2")

    t = (U, "Worker does not \"gracefully exit\" when one test suite fails when there are multiple suites", "u1")
    # Jest is not named, only what failed (ruling before df40, first clause): a follow-up, not lent.
    rec(JO_PLEAS15, [t], JO_WORKER, True, "ellipsis", [], "When one of several pleasantest test suites fails, Jest reports 'A worker process has failed to exit gracefully and has been force exited'.", author="u1")
    rec(JO_PLEAS15, [t, (U, JO_WORKER, "u1")], "This happens if I run >1 test file and >=1 fails. It does not happen if I only run one test file.", True, "pronoun", ["This"], "pleasantest's Jest worker fails to exit gracefully when I run more than one test file and at least one fails, not with one test file.", author="u1")
    lend(JO_PLEAS15, [t], JO_B_BULL, SAME, JO_BULL1374)

    t = (U, "A worker process has failed to exit gracefully", "u1")
    j1 = (U, "Hi Yoni, when running `npm run test` with node 18.1.0, tests are passing, but I'm getting this error message: ", "u1")
    rec(JO_CTW106, [t], j1[1], True, "pronoun", ["this error message"], "Running component-tests-workshop's `npm run test` with Node 18.1.0, tests pass but Jest says 'A worker process has failed to exit gracefully'.", author="u1")
    rec(JO_CTW106, [t, j1], "```\nA worker process has failed to exit gracefully and has been force exited. This is likely caused by tests leaking due to improper teardown. Try running with --detectOpenHandles to find leaks. Active timers can also cause this, ensure that .unref() was called on them.\n```", True, "ellipsis", [], "component-tests-workshop's tests print 'A worker process has failed to exit gracefully and has been force exited ... Active timers can also cause this, ensure that .unref() was called on them.'", author="u1")
    lend(JO_CTW106, [t, j1], JO_B_FORCE, SAME, JO_FBG169)

    t = (U, "Warning in tests: \"A worker process has failed to exit gracefully and has been force exited. This is likely caused by tests leaking due to improper teardown. Try running with --runInBand --detectOpenH", "u1")
    k1 = (U, "When running tests I get this warning sometimes:", "u1")
    k2 = (U, "I tried to run the command that wouldn't find anything, so I believe this is intermittent.", "u1")
    rec(JO_FFPROF2567, [t], k1[1], True, "pronoun", ["this warning"], "Running the Firefox Profiler's tests I sometimes get 'A worker process has failed to exit gracefully and has been force exited'.", author="u1")
    rec(JO_FFPROF2567, [t, k1], k2[1], True, "pronoun", ["the command", "this"], "Running the Firefox Profiler's tests with --runInBand --detectOpenHandles found nothing, so I believe the worker-exit warning is intermittent.", author="u1")
    rec(JO_FFPROF2567, [t, k1, k2], "Also I think this is the reason why appveyor's build is red sometimes, because I know it's more sensitive to these kind of errors.", True, "pronoun", ["this", "these kind of errors"], "I think the Jest worker-exit warning is why the Firefox Profiler's AppVeyor build is sometimes red, since AppVeyor is more sensitive to such errors.", author="u1")
    lend(JO_FFPROF2567, [t], JO_B_DIDNOT, SAME, JO_GALL49)

    t = (U, "Improper test teardown in \\ironfish coverage testing", "u1")
    l1 = (U, "```shell\nA worker process has failed to exit gracefully and has been force exited. This is likely caused by tests leaking due to improper teardown. Try running with --detectOpenHandles to find leaks.\n\nTest Suites: 96 passed, 96 total\nTests:       545 passed, 545 total\nSnapshots:   23 passed, 23 total\nTime:        269.936 s\nRan all test suites.\nDone in 276.73s.\n```", "u1")
    # The output alone, no printer named (ruling before df40): a follow-up.
    rec(JO_IRON1493, [t], l1[1], True, "ellipsis", [], "Iron Fish's coverage test run passes all 96 suites and 545 tests but Jest reports 'A worker process has failed to exit gracefully and has been force exited'.", author="u1")
    rec(JO_IRON1493, [t, l1], "This appears to be working now. Let us know if you still see the issue.", True, "pronoun", ["This", "the issue"], "Iron Fish's coverage tests now exit without the worker teardown warning; report it if you still see it.", author="u2")

    t = (U, "Fix test warning about worker process", "u1")
    rec(JO_BFC8031, [t], JO_WORKER, True, "ellipsis", [], "BotFramework-Composer's tests warn 'A worker process has failed to exit gracefully and has been force exited. This is likely caused by tests leaking due to improper teardown.'", author="u1")
    lend(JO_BFC8031, [t], JO_B_TCPWRAP, SAME, JO_HTERM18)

    t = (U, "Add teardown, to get rid of \"failed to exit\" warning", "u1")
    m1 = (U, "Fixes #  \"A worker process has failed to exit gracefully and has been force exited.\"", "u1")
    rec(JO_OGS3133, [t], m1[1], True, "ellipsis", [], "online-go.com's PR adds a teardown to fix Jest's 'A worker process has failed to exit gracefully and has been force exited.'", author="u1")
    rec(JO_OGS3133, [t, m1], "## Proposed Changes\n\n  - jest teardown", True, "ellipsis", [], "online-go.com's proposed change for the worker-exit warning is a Jest teardown.", author="u1")

    t = (U, "jest run reports \"A worker process has failed to exit gracefully ...\"", "u1")
    n1 = (U, "> I’m getting `A worker process has failed to exit gracefully and has been force exited. This is likely caused by tests leaking due to improper teardown. Try running with --detectOpenHandles to find leaks.`  pretty consistently when running test:js", "u1")
    n2 = (U, "## Additional Context\n\nhttps://github.com/testing-library/dom-testing-library/issues/524", "u1")
    n3 = (U, "* Make sure Jest and ti sub-deps are up-to-date\n* Remove `@testing-library/dom` from package.json. `@testing-library/react` is enough", "u1")
    rec(JO_WSTOR5345, [t], n1[1], True, "ellipsis", ["test:js"], "Running web-stories-wp's test:js, Jest consistently reports 'A worker process has failed to exit gracefully and has been force exited'.", author="u1")
    rec(JO_WSTOR5345, [t, n1], n2[1], True, "ellipsis", [], "Context for web-stories-wp's Jest worker-exit warning: testing-library/dom-testing-library#524.", author="u1")
    rec(JO_WSTOR5345, [t, n1, n2], n3[1], True, "ellipsis", ["package.json"], "To fix web-stories-wp's Jest worker-exit warning, update Jest and its sub-dependencies and remove @testing-library/dom from web-stories-wp's package.json (@testing-library/react is enough).", author="u1")
    rec(JO_WSTOR5345, [t, n1, n2, n3], "requires discovery for estimation", True, "ellipsis", [], "Fixing web-stories-wp's Jest worker-exit warning requires discovery before it can be estimated.", author="u2")
    rec(JO_WSTOR5345, [t, n1, n2, n3, (A, "requires discovery for estimation", "u2")], "Closing for now, doesn't seem to be an issue anymore", True, "ellipsis", [], "Closing web-stories-wp's Jest worker-exit warning issue for now; it doesn't seem to happen anymore.", author="u1")

    t = (U, "Clean up leaky tests", "u1")
    o1 = (U, "I was having some issues with this statement appearing at the end of unit test runs:", "u1")
    rec(JO_DVC1253, [t], o1[1], True, "pronoun", ["this statement"], "vscode-dvc's unit test runs ended with Jest's 'A worker process has failed to exit gracefully and has been force exited'.", author="u1")
    rec(JO_DVC1253, [t, o1], "The updated tests seem to be the culprit.", True, "pronoun", ["The updated tests"], "The tests updated in vscode-dvc's 'Clean up leaky tests' PR seem to have caused Jest's worker-exit warning.", author="u1")
    rec(JO_DVC1253, [t, o1, (U, "The updated tests seem to be the culprit.", "u1")], "Moral of the story:\n\n1. don't do wacky processing inside of an `expect`\n2. test with minimal data in `jest`", True, "ellipsis", ["Moral of the story"], "The lesson from vscode-dvc's leaky Jest tests: don't do wacky processing inside an `expect`, and test with minimal data in Jest.", author="u1")

    t = (U, "Failing teardown in test suite", "u1")
    p2 = (U, "Running with `detectOpenHandles` doesn't surface the tests that cause this.", "u1")
    p3 = (A, "I tried running the tests with `--detectOpenHandles` flag (as recommended) but then there is actually no error and the tests even run quite a bit faster :raised_eyebrow:", "u2")
    rec(JO_P2P124, [t], "Running the test suite results in:", True, "ellipsis", ["the test suite"], "Running p2panda-js's test suite results in Jest's 'A worker process has failed to exit gracefully and has been force exited'.", author="u1")
    rec(JO_P2P124, [t, (U, "Running the test suite results in:", "u1"), (U, JO_WORKER.lstrip("> "), "u1")], p2[1], True, "pronoun", ["this"], "Running p2panda-js's tests with Jest's `detectOpenHandles` doesn't surface the tests that cause the worker-exit failure.", author="u1")
    rec(JO_P2P124, [t, (U, "Running the test suite results in:", "u1"), (U, JO_WORKER.lstrip("> "), "u1"), p2], p3[1], True, "ellipsis", ["the tests"], "Running p2panda-js's tests with `--detectOpenHandles` shows no worker-exit error, and the tests even run faster.", author="u2")
    rec(JO_P2P124, [t, (U, "Running the test suite results in:", "u1"), (U, JO_WORKER.lstrip("> "), "u1"), p2, p3], "I also tried running each test suite individually, but the the error doesn't show for any of them.", True, "pronoun", ["the the error"], "Running each p2panda-js test suite individually, Jest's worker-exit error doesn't show for any of them.", author="u2")

    t = (U, "Investigate e2e test error `worker process has failed to exit gracefully`", "u1")
    q1 = (U, "The new e2e test setup prints this `error` upon execution on some machines ( @D4nte and me had this issue on Mac):", "u1")
    q2 = (U, "The tests still pass, but it seems there is some problem.", "u1")
    rec(JO_COMIT2211, [t], q1[1], True, "pronoun", ["The new e2e test setup", "this `error`"], "comit-rs's new e2e test setup prints Jest's 'A worker process has failed to exit gracefully' on some machines (on Mac for two of us).", author="u1")
    rec(JO_COMIT2211, [t, q1], q2[1], True, "ellipsis", ["The tests"], "comit-rs's e2e tests still pass despite the worker-exit error, but there seems to be some problem.", author="u1")
    rec(JO_COMIT2211, [t, q1, q2], "## Goal\n\nNo error message.", True, "ellipsis", [], "The goal is for comit-rs's e2e tests to print no 'worker process has failed to exit gracefully' message.", author="u1")
    rec(JO_COMIT2211, [t, q1, q2, (U, "## Goal\n\nNo error message.", "u1")], "This was indeed identified during the development and there was no obvious process that kept running. My assumption is that it is either ethers or bcoin that are still running.", True, "pronoun", ["This", "it"], "comit-rs's e2e worker-exit error was seen during development with no obvious process left running; probably ethers or bcoin keep running.", author="u2")

    t = (U, "Add way to terminate workers", "u1")
    rec(JO_TONX7, [t], "- Fixed jest warning (also useful to gracefull exit from server code)", True, "ellipsis", ["jest warning"], "Adding a way to terminate ton-contract-executor's workers fixes Jest's worker-exit warning and helps exit server code gracefully.", author="u1")
    rec(JO_TONX7, [t, (U, "- Fixed jest warning (also useful to gracefull exit from server code)", "u1")], "- Creating worker on demand", True, "ellipsis", [], "ton-contract-executor now creates its worker on demand.", author="u1")

    t = (U, "bug: some api tests are not closes properly", "u1")
    # Names the project's own package and test file (ruling before df39): a trap.
    rec(JO_BULL1374, [t], JO_B_BULL, False, SAME, [], None, author="u1")
    lend(JO_BULL1374, [t], JO_B_DIDNOT, SAME, JO_GALL49)


# ---- React's "Invalid hook call. Hooks can only be called inside of the body of a function component": duplicate React copies from npm/yarn link, react in a library's dependencies ----
HK_PORTF41 = GH + "TheLeanProgrammer/portfolio/issues/41"
HK_FOLD14 = GH + "logicwind/react-native-fold-detection/issues/14"
HK_RADAR6 = GH + "omerg/react-tech-radar/pull/6"
HK_STATS17 = GH + "louisbertrand22/StatsGames/issues/17"
HK_LSH2 = GH + "akash-joshi/local-storage-hook/issues/2"
HK_DASH8 = GH + "march08/dashboard-ui-kit/issues/8"
HK_LITOS4 = GH + "Dnzzk2/Litos/pull/4"
HK_BENCH17 = GH + "Rowno/react-benchmark/issues/17"
HK_RLT6 = GH + "moxystudio/react-lib-template/pull/6"
HK_NEUT1409 = GH + "neutrinojs/neutrino/issues/1409"
HK_NWB548 = GH + "insin/nwb/issues/548"
HK_ROLL3961 = GH + "rollup/rollup/issues/3961"
HK_RCL1 = GH + "michal-wrzosek/react-component-lib/issues/1"
HK_B_PORTF = "×\nError: Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:\n1. You might have mismatching versions of React and the renderer (such as React DOM)\n2. You might be breaking the Rules of Hooks\n3. You might have more than one copy of React in the same app\nSee https://reactjs.org/link/invalid-hook-call for tips about how to debug and fix this problem.\n▶ 29 stack frames were collapsed."
HK_B_FOLD = "console.js:654 Warning: Error: Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:\n1. You might have mismatching versions of React and the renderer (such as React DOM)\n2. You might be breaking the Rules of Hooks\n3. You might have more than one copy of React in the same app\nSee https://react.dev/link/invalid-hook-call for tips about how to debug and fix this problem."
HK_B_RADAR = "Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons: 1. You might have mismatching versions of React and the renderer (such as React DOM) 2. You might be breaking the Rules of Hooks 3. You might have more than one copy of React in the same app See https://reactjs.org/link/invalid-hook-call for tips about how to debug and fix this problem."
HK_B_STATS = " ERROR  Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:\n1. You might have mismatching versions of React and the renderer (such as React DOM)\n2. You might be breaking the Rules of Hooks\n3. You might have more than one copy of React in the same app\nSee https://react.dev/link/invalid-hook-call for tips about how to debug and fix this problem.\n ERROR  [TypeError: Cannot read property 'useState' of null]"
HK_B_LSH = "```\nError: Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:\n1. You might have mismatching versions of React and the renderer (such as React DOM)\n2. You might be breaking the Rules of Hooks\n3. You might have more than one copy of React in the same app\nSee https://fb.me/react-invalid-hook-call for tips about how to debug and fix this problem.\n```"
HK_B_DASH = "Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons: 1. You might have mismatching versions of React and the renderer (such as React DOM) 2. You might be breaking the Rules of Hooks 3. You might have more than one copy of React in the same app See https://fb.me/react-invalid-hook-call for tips about how to debug and fix this problem."
HK_B_LITOS = "```\nInvalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:\n1. You might have mismatching versions of React and the renderer (such as React DOM)\n2. You might be breaking the Rules of Hooks\n3. You might have more than one copy of React in the same app\nSee https://react.dev/link/invalid-hook-call for tips about how to debug and fix this problem.\n```"
HK_B_BENCH = "```\nERROR: Error: Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:\n1. You might have mismatching versions of React and the renderer (such as React DOM)\n2. You might be breaking the Rules of Hooks\n3. You might have more than one copy of React in the same app\nSee https://fb.me/react-invalid-hook-call for tips about how to debug and fix this problem.\n    at resolveDispatcher (http://localhost:52712/bundle.js:50359:13)\n    at useMemo (http://localhost:52712/bundle.js:50414:20)\n```"
HK_B_RCL = "```\nModule not found: Can't resolve 'react' in 'D:\\Documents\\Projects\\react-component-lib\\dist'\n```"
HK_B_YARNLINK = "Whenever I would `yarn link my_component` in my react app, the bundle that the _app's_ webpack produced would end up with 2 copes of `react` and `@material-ui/styles` (which produces a [warning](https://material-ui.com/getting-started/faq/#duplicated-module-in-node-modules) similar to React's), etc. — one from my app and one from `my_component`."
HK_B_NWBLIB = "I'm developing a library which uses `useState` and `useEffect` hooks using the `react-component` nwb template. It works great in the `demo/` app."
HK_B_ICONLIB = "I’m developing a component library to be released as a private NPM package. This package includes an `<Icon />` component that imports SVGs dynamically:"


def _hookcall(rec, U, A, lend) -> None:  # noqa: PLR0915
    # The whole message names React three times and its reactjs.org / react.dev / fb.me link: it names its printer
    # (ruling before df40, first clause), so these are traps; a shortened line naming no React is a follow-up.
    t = (U, "hook error", "u1")
    rec(HK_PORTF41, [t], HK_B_PORTF, False, SAME, [], None, author="u1")
    lend(HK_PORTF41, [t], HK_B_YARNLINK, SAME, HK_NEUT1409)
    lend(HK_PORTF41, [t], HK_B_BENCH, SAME, HK_BENCH17)

    t = (U, "Invalid hook call. Hooks can only be called inside of the body of a function component.", "u1")
    b2 = (A, "Hello @kundanthe \n\nThanks for providing detail. Let us look into this and rollout fix ASAP", "u2")
    rec(HK_FOLD14, [t], HK_B_FOLD, False, SAME, [], None, author="u1")
    rec(HK_FOLD14, [t, (U, HK_B_FOLD, "u1")], b2[1], True, "pronoun", ["this"], "@kundanthe, thanks for the details of react-native-fold-detection's 'Invalid hook call'; we'll look into it and roll out a fix ASAP.", author="u2")
    rec(HK_FOLD14, [t, (U, HK_B_FOLD, "u1"), b2], "@kundanthe : We fixed issue and released new version.", True, "ellipsis", ["issue"], "@kundanthe, react-native-fold-detection's 'Invalid hook call' is fixed in a new released version.", author="u2")
    lend(HK_FOLD14, [t], HK_B_STATS, SAME, HK_STATS17)

    t = (U, "Fix issue #4 Invalid hook call on react", "u1")
    c1 = (U, "I believe removing react and react-dom from devs to dev devs should resolve the issue with the error:", "u1")
    rec(HK_RADAR6, [t], c1[1], True, "ellipsis", ["the issue with the error"], "Moving react and react-dom from react-tech-radar's dependencies to devDependencies should resolve its 'Invalid hook call' error.", author="u1")
    rec(HK_RADAR6, [t, c1], HK_B_RADAR, False, SAME, [], None, author="u1")
    rec(HK_RADAR6, [t, c1, (U, HK_B_RADAR, "u1")], "Thanks @gw-versent", True, "ellipsis", [], "Thanks @gw-versent for fixing react-tech-radar's 'Invalid hook call'.", author="u2")
    lend(HK_RADAR6, [t, c1], HK_B_RCL, SAME, HK_RCL1)

    t = (U, "fix this issue", "u1")
    rec(HK_STATS17, [t], HK_B_STATS, False, SAME, [], None, author="u1")
    lend(HK_STATS17, [t], HK_B_FOLD, SAME, HK_FOLD14)
    lend(HK_STATS17, [t], HK_B_ICONLIB, SAME, HK_ROLL3961)

    t = (U, "Error: Invalid hook call (in example app)", "u1")
    e2 = (U, "Hi, I checked out the repo, did `npm install` / `npm start` on both the root folder and the example folder, to start the example app. And when navigate to `http://localhost:3000/`, I get this error above.", "u1")
    rec(HK_LSH2, [t], HK_B_LSH, False, SAME, [], None, author="u1")
    rec(HK_LSH2, [t, (U, HK_B_LSH, "u1")], e2[1], True, "pronoun", ["the repo", "this error above"], "I checked out local-storage-hook, ran npm install and npm start in the root and example folders, and at http://localhost:3000/ the example app shows 'Invalid hook call'.", author="u1")
    rec(HK_LSH2, [t, (U, HK_B_LSH, "u1"), e2], "Example code included was broken. Created a codesandbox: https://codesandbox.io/s/zealous-goldstine-m0994", True, "ellipsis", ["Example code"], "local-storage-hook's example code was broken; a working CodeSandbox is at https://codesandbox.io/s/zealous-goldstine-m0994.", author="u2")
    lend(HK_LSH2, [t], HK_B_DASH, SAME, HK_DASH8)

    t = (U, "Invalid hook call. when using in next.js", "u1")
    f2 = (A, "Can you provide me more details? When is that happening?", "u2")
    rec(HK_DASH8, [t], HK_B_DASH, False, SAME, [], None, author="u1")
    rec(HK_DASH8, [t, (U, HK_B_DASH, "u1")], f2[1], True, "pronoun", ["that"], "Can you give more details on when dashboard-ui-kit's 'Invalid hook call' happens in Next.js?", author="u2")
    rec(HK_DASH8, [t, (U, HK_B_DASH, "u1"), f2], "I upgraded to 0.5.3 and the problem does not recur", True, "ellipsis", ["the problem"], "After upgrading dashboard-ui-kit to 0.5.3, the 'Invalid hook call' in Next.js does not recur.", author="u1")
    lend(HK_DASH8, [t], HK_B_RADAR, SAME, HK_RADAR6)

    t = (U, "fix: Invalid hook call", "u1")
    g1 = (U, "Resolves the following warning when running `pnpm dev`", "u1")
    g3 = (U, "Documentation: https://react.dev/warnings/invalid-hook-call-warning", "u1")
    rec(HK_LITOS4, [t], g1[1], True, "ellipsis", ["the following warning"], "This PR resolves the 'Invalid hook call' warning when running Litos's `pnpm dev`.", author="u1")
    rec(HK_LITOS4, [t, g1], HK_B_LITOS, False, SAME, [], None, author="u1")
    rec(HK_LITOS4, [t, g1, (U, HK_B_LITOS, "u1")], g3[1], True, "ellipsis", [], "React's documentation of the 'Invalid hook call' warning that Litos's pnpm dev printed: https://react.dev/warnings/invalid-hook-call-warning", author="u1")
    rec(HK_LITOS4, [t, g1, (U, HK_B_LITOS, "u1"), g3], "Thank you very much for resolving this issue. It has been bothering me for a long time and has now been merged into the main branch.", True, "pronoun", ["this issue", "It"], "Thanks for resolving Litos's 'Invalid hook call' warning in pnpm dev; the fix is merged into Litos's main branch.", author="u2")
    lend(HK_LITOS4, [t], HK_B_PORTF, SAME, HK_PORTF41)

    t = (U, "Always get \"Error: Invalid hook call.\" builds", "u1")
    i1 = (U, "I started implementing this library here (https://github.com/aesthetic-suite/benchmarks/commit/d8d48e15d5c1433d712ddf1927b069f1c3d7e605) to benchmark React (obviously). As seen from the PR, the test case is really really simple but it always errors with:", "u1")
    rec(HK_BENCH17, [t], i1[1], True, "pronoun", ["this library", "the PR"], "I started using react-benchmark in aesthetic-suite/benchmarks (commit d8d48e1) to benchmark React; the test case is very simple but it always errors with 'Invalid hook call'.", author="u1")
    rec(HK_BENCH17, [t, i1], HK_B_BENCH, False, SAME, [], None, author="u1")
    rec(HK_BENCH17, [t, i1, (U, HK_B_BENCH, "u1")], "I've verified the node module tree AND the webpack bundle only has 1 copy of react, but I cannot figure this out. It fails on the `useMemo` hook, but runs if I remove it, which makes no sense since I'm using it correctly.", True, "pronoun", ["this", "It"], "My node module tree and webpack bundle have only one copy of React, yet react-benchmark's build fails with 'Invalid hook call' on `useMemo` and runs without it, though I use it correctly.", author="u1")
    lend(HK_BENCH17, [t, i1], HK_B_LSH, SAME, HK_LSH2)

    t = (U, "fix: duplicated instances of react", "u1")
    j1 = (U, "If you were using this template to create a component that was using react hooks, you might have faced this error:\n> Hooks can only be called inside the body of a function component.", "u1")
    j2 = (U, "You can read more about [\"Invalid Hook Calls\"](https://reactjs.org/warnings/invalid-hook-call-warning.html) but long story short: we were having duplicated `React` module.", "u1")
    j3 = (U, "**Why?**\nThis is a common problem while using `npm-link`. The bundler was detecting two `Reacts`: one in our demo folder and the other one in our component folder.", "u1")
    j4 = (U, "**Solution**\nTo solve this problem 2 possibilities were considered:\n1. Create an alias on the demo's webpack config to use our component `react` and `react-dom` modules and remove them as dependencies from the demo's package.json file.\n2. Create a `npm-link` on our component to use the demo's react module.", "u1")
    rec(HK_RLT6, [t], j1[1], True, "pronoun", ["this template", "this error"], "Components made with react-lib-template that use React hooks may fail with 'Hooks can only be called inside the body of a function component.'", author="u1")
    rec(HK_RLT6, [t, j1], j2[1], True, "ellipsis", ["we"], "react-lib-template's 'Invalid hook call' came from a duplicated React module (see https://reactjs.org/warnings/invalid-hook-call-warning.html).", author="u1")
    rec(HK_RLT6, [t, j1, j2], j3[1], True, "pronoun", ["This", "our demo folder"], "react-lib-template's duplicated React is a common problem with npm link: the bundler found one React in the template's demo folder and another in its component folder.", author="u1")
    rec(HK_RLT6, [t, j1, j2, j3], j4[1], True, "pronoun", ["this problem", "the demo's webpack config"], "Two fixes for react-lib-template's duplicated React: alias react and react-dom in the demo's webpack config to the component's copies and drop them from the demo's package.json, or npm-link the component to the demo's React.", author="u1")
    rec(HK_RLT6, [t, j1, j2, j3, j4], "This PR implements the solution **1.** as it seems to be the best one.", True, "position", ["the solution **1.**"], "react-lib-template's PR fixes the duplicated React with a webpack alias in the demo's config to the component's react and react-dom, removing them from the demo's package.json.", author="u1")

    t = (U, "Invalid hook call. Hooks can only be called inside of the body of a function component.", "u1")
    k1 = (U, "I ran into this same error with a `neutrino@9.0.0-rc.5` project using `@neutrinojs/react-components`.", "u2")
    rec(HK_NEUT1409, [t], k1[1], True, "pronoun", ["this same error"], "I get 'Invalid hook call' in a neutrino@9.0.0-rc.5 project using @neutrinojs/react-components.", author="u2")
    rec(HK_NEUT1409, [t, k1], "I'm not using lerna, so it's definitely not a problem specific to projects using lerna.", True, "pronoun", ["it"], "Neutrino's 'Invalid hook call' with @neutrinojs/react-components is not specific to projects using lerna: I'm not using lerna.", author="u2")
    # A complete report naming yarn link, webpack and the two React copies (rule 1): a trap.
    rec(HK_NEUT1409, [t, k1, (U, "I'm not using lerna, so it's definitely not a problem specific to projects using lerna.", "u2")], HK_B_YARNLINK, False, SAME, [], None, author="u2")
    rec(HK_NEUT1409, [t, k1, (U, "I'm not using lerna, so it's definitely not a problem specific to projects using lerna.", "u2"), (U, HK_B_YARNLINK, "u2")], "It looks like it actually has more to do with the presence of `node_modules/my_component/node_modules/react` in addition to `node_modules/react`.", True, "pronoun", ["It", "it"], "The two React copies behind the 'Invalid hook call' after yarn link come from `node_modules/my_component/node_modules/react` existing beside `node_modules/react`.", author="u2")

    t = (U, "Invalid hook call when using yarn link", "u1")
    l1 = (U, "```\nnode v13.3.0\nyarn v1.22.4\nnwb v0.24.5 & v0.23.0 confirmed\n```", "u1")
    l3 = (U, "I tried using `$ yarn link` to test my library in an app, and I get `Invalid hook call. Hooks can only be called inside of the body of a function component.`", "u1")
    rec(HK_NWB548, [t], l1[1], True, "ellipsis", [], "'Invalid hook call' with yarn link on a library built with nwb, confirmed with node v13.3.0, yarn v1.22.4 and nwb v0.24.5 and v0.23.0.", author="u1")
    # A complete first-person sentence naming nwb's template in full (rule 1): a trap.
    rec(HK_NWB548, [t, l1], HK_B_NWBLIB, False, SAME, [], None, author="u1")
    # Second reader's adjudication (r2df, thirty-sixth pass): the command (`$ yarn link`) quoted with the error it got is a trap even when a word of the thread ('my library') introduces it (ruling before df37, quoted commands; ruling before df38's measure clause); was a follow-up.
    rec(HK_NWB548, [t, l1, (U, HK_B_NWBLIB, "u1")], l3[1], False, SAME, [], None, author="u1")
    rec(HK_NWB548, [t, l1, (U, HK_B_NWBLIB, "u1"), l3], "I'm new to React, so I assumed I must be doing something wrong with my build, so I started looking around for examples.", True, "ellipsis", ["my build"], "I'm new to React, so I assumed my nwb library build was wrong when yarn link gave 'Invalid hook call', and looked for examples.", author="u1")

    t = (U, "Bundling with Rollup and linking packages locally via `npm link` results in an “Invalid hook call” error", "u1")
    m1 = (U, "- Rollup Version: 2.38.0\n- Operating System (or Browser): Chrome (Version 88.0.4324.150 [Official Build] [x86_64])\n- Node Version (if applicable): v15.6.0", "u1")
    m2 = (U, "I apologize ahead of time, but I’m not sure how to create a reproduction with REPL or Codesandbox illustrating this issue, since it’s centered around linking npm packages across projects locally.", "u1")
    m3 = (U, "### Expected Behavior\nI’m able to import components without seeing errors around duplicate React installs.", "u1")
    rec(HK_ROLL3961, [t], m1[1], True, "ellipsis", [], "Rollup 2.38.0 bundles linked with npm link give 'Invalid hook call' in Chrome 88 with Node v15.6.0.", author="u1")
    rec(HK_ROLL3961, [t, m1], m2[1], True, "pronoun", ["this issue"], "I can't make a REPL or CodeSandbox reproduction of the 'Invalid hook call' from npm-linking Rollup bundles, since it needs packages linked across local projects.", author="u1")
    rec(HK_ROLL3961, [t, m1, m2], m3[1], True, "ellipsis", ["components"], "I expect to import components from my npm-linked Rollup bundle without errors about duplicate React installs.", author="u1")
    # "This package" is the library the same message names (rule 2): a trap.
    rec(HK_ROLL3961, [t, m1, m2, m3], HK_B_ICONLIB, False, SELF, [], None, author="u1")
    rec(HK_ROLL3961, [t, m1, m2, m3, (U, HK_B_ICONLIB, "u1")], "Everything works in the component library + Storybook, but when I bundle with Rollup and link the local package (`npm link`) with a local app (`npm link @scope/package-name`) and try to use the `<Icon />` component, I get the following error:", True, "ellipsis", ["the following error"], "My component library works in Storybook, but bundled with Rollup and npm-linked into a local app, its `<Icon />` component gives 'Invalid hook call'.", author="u1")

    t = (U, "Can't Resolve 'react'", "u1")
    n1 = (U, "Hey @michal-wrzosek, I came from your medium article and have been struggling to get this working. Do you have any idea what is going on here?", "u1")
    n3 = (U, "Ok, I have worked it out! \nWhen using `npm link` you must also `npm link` react and react-dom from the project you are linking the library to. As if you try to install react as a devDependence in the library you will run in to the following issue. ", "u1")
    n4 = (A, "Hi @williamluke4 !\nThank you for your message :) I'll check this out and get back to you.", "u2")
    n5 = (A, "I would really like to help you but I can't fully understand your issue. The idea of this repo was that you don't have to use npm link.", "u2")
    rec(HK_RCL1, [t], n1[1], True, "pronoun", ["this", "here"], "@michal-wrzosek, following your Medium article I can't get react-component-lib working: 'Can't resolve react'. Any idea why?", author="u1")
    # The error names the project's own dist path (ruling before df39): a trap.
    rec(HK_RCL1, [t, n1], HK_B_RCL, False, SAME, [], None, author="u1")
    rec(HK_RCL1, [t, n1, (U, HK_B_RCL, "u1")], n3[1], True, "pronoun", ["it", "the library"], "To fix react-component-lib's 'Can't resolve react' with npm link, also npm link react and react-dom from the consuming project; installing react as a devDependency in the library gives 'Invalid hook call'.", author="u1")
    rec(HK_RCL1, [t, n1, (U, HK_B_RCL, "u1"), n3], n4[1], True, "pronoun", ["this"], "@williamluke4, I'll check your npm link fix for react-component-lib's 'Can't resolve react' and get back to you.", author="u2")
    rec(HK_RCL1, [t, n1, (U, HK_B_RCL, "u1"), n3, n4], n5[1], True, "pronoun", ["your issue", "this repo"], "I can't fully understand your react-component-lib issue; the idea of react-component-lib is that you don't have to use npm link.", author="u2")
    rec(HK_RCL1, [t, n1, (U, HK_B_RCL, "u1"), n3, n4, n5], "@michal-wrzosek Sorry I didn't explain this very well. My second comment was actually how I solved it.", True, "pronoun", ["this", "My second comment", "it"], "@michal-wrzosek, sorry for the unclear explanation: I solved react-component-lib's 'Can't resolve react' by also npm-linking react and react-dom from the consuming project.", author="u1")


# ---- running TypeScript under Node's ES-module loader: "TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\"" (ts-node, "type": "module", Node 18.19/20, tsx) ----
TS_TSN2120 = GH + "TypeStrong/ts-node/issues/2120"
TS_TSN1569 = GH + "TypeStrong/ts-node/issues/1569"
TS_TSN1062 = GH + "TypeStrong/ts-node/issues/1062"
TS_TSN2083 = GH + "TypeStrong/ts-node/issues/2083"
TS_TSN1592 = GH + "TypeStrong/ts-node/issues/1592"
TS_TSN2094 = GH + "TypeStrong/ts-node/issues/2094"
TS_KAKAO84 = GH + "storycraft/node-kakao/issues/84"
TS_AOC1 = GH + "nrwl/ts-aoc-starter/issues/1"
TS_CAM5 = GH + "DavidVentura/cam-reverse/issues/5"
TS_MCMD4 = GH + "newo-2001/MC-Modpack-Downloader/issues/4"
TS_ESBR26 = GH + "egoist/esbuild-register/issues/26"
TS_B_YARN = "### Search Terms\n\n`yarn ts-node script.ts`\n\n#### returns\n\n`TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\" for`"
TS_B_NPXTEST = "```js\n// test.ts\nconsole.log('hello')\n```\n\nrun script\n```\nnpx ts-node ./test.ts \n```\n\nIm get err like this:\n```\nTypeError: Unknown file extension \".ts\" \n```"
TS_B_GETFMT = "TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\" for /home/$USERNAME/$PATH_TO_DEV_FOLEDER/index.ts\n    at Loader.defaultGetFormat [as _getFormat] (internal/modules/esm/get_format.js:65:15)\n    at Loader.getFormat (internal/modules/esm/loader.js:113:42)"
TS_B_TST = "sudo npm i -g ts-node typescript\nts-node -v\n    v10.9.1\necho 'console.log(\"OK\")' > tst.ts\nts-node tst.ts\nTypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\" for /home/andre/play/tic/bmos-ic/tst.ts"
TS_B_VV = "ts-node -vv\n``` output\nts-node v10.4.0\nnode v14.15.1\ncompiler v4.5.4\n```"
TS_B_EXPECT = "### Expected Behavior\n\n`npx ts-node <script.ts>` works on Node.js `18.19.0` just as it does with `18.18.2`."
TS_B_KAKAO = "Umm.. Log is \n/usr/local/bin/node ./build.ts\nProcess exited with code 1\nUncaught TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\" for /Users/user/Desktop/node-kakao/build.ts"
TS_B_LEARN = "To learn about Typescript, see [https://www.typescriptlang.org/](https://www.typescriptlang.org/)"
TS_B_AOCTRACE = "```\n at Object.getFileProtocolModuleFormat [as file:] (node:internal/modules/esm/get_format:160:9)\n    at defaultGetFormat (node:internal/modules/esm/get_format:203:36)\n    at defaultLoad (node:internal/modules/esm/load:141:22)\n```"
TS_B_NODE207 = "I am using node v20.7.0 (npm v10.1.0)"
TS_B_STOPPED = "I've stopped using `ts-node` myself a long time ago as `esbuild-runner` and `tsx` are a lot faster."
TS_B_CAM = "`jim@jim-lenovo:~/cam-reverse-master$ make run\n./node_modules/.bin/ts-node --esm http_server.ts\nTypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\" for /home/jim/cam-reverse-master/http_server.ts"
TS_B_MC = "npm run modpacks.ch\n\n> mcmodpackdownloader@1.0.0 modpacks.ch\n> ts-node-esm src/app.ts modpacks.ch\n\nTypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\" for /home/ray/MC-Modpack-Downloader/src/app.ts"
TS_B_ESBR = "```\nnode -r esbuild-register scripts/test.ts\ninternal/process/esm_loader.js:74\n    internalBinding('errors').triggerUncaughtException(\n                              ^\n\nTypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\" for /scripts/test.ts\n```"


def _tsext(rec, U, A, lend) -> None:  # noqa: PLR0915
    # A line naming Node's loader module (internal/modules/esm/get_format), the command run or the project's own
    # path is a trap (rulings before df37, df39, df40); the bare "Unknown file extension" line names none of them.
    t = (U, "How funny a ts-node that does not read .ts file hahahha", "u1")
    a2 = (U, "And the configuration is too confusing when the content of the file is only `console.log` hahahahaha what kind of package is this. hahahaha", "u1")
    a3 = (U, "This package is much better [tsx](https://github.com/privatenumber/tsx)", "u1")
    a4 = (A, "TS-Node doesn't work when your package type is \"module\" switch to commonJS and that error will go away :D", "u2")
    rec(TS_TSN2120, [t], TS_B_YARN, False, SAME, [], None, author="u1")
    h = [t, (U, TS_B_YARN, "u1")]
    rec(TS_TSN2120, h, a2[1], True, "pronoun", ["the configuration", "this"], "ts-node's configuration is too confusing when the .ts file only holds a `console.log`; what kind of package is ts-node?", author="u1")
    # "much better" than what only the thread gives (ts-node): a follow-up.
    rec(TS_TSN2120, [*h, a2], a3[1], True, "ellipsis", ["much better"], "tsx (https://github.com/privatenumber/tsx) is much better than ts-node.", author="u1")
    rec(TS_TSN2120, [*h, a2, a3], a4[1], True, "pronoun", ["that error"], "ts-node's 'Unknown file extension \".ts\"' happens when your package type is \"module\"; switch to CommonJS and the error goes away.", author="u2")
    rec(TS_TSN2120, [*h, a2, a3, a4], "Already tried that. the thing is, TS-Node might be hard to configure, good thing I found the easier one", True, "pronoun", ["that", "the easier one"], "I already tried switching to CommonJS; ts-node may be hard to configure, so it's good I found tsx, the easier one.", author="u1")
    rec(TS_TSN2120, [*h, a2, a3, a4, (U, "Already tried that. the thing is, TS-Node might be hard to configure, good thing I found the easier one", "u1")], TS_B_NPXTEST, False, SAME, [], None, author="u3")

    t = (U, "unknown file extension \".ts\"", "u1")
    b1 = (U, "Change chalk from 4.1 2 upgrade to 5.0 After 0, execute gulp to call node code, and the error \"unknown file extension '.ts'\" will be reported", "u1")
    b2 = (A, "This issue is too vague and does not include the information we request in our issue template.  I've labelled it accordingly, and we will close it in a few days if we don't receive an update.", "u2")
    b3 = (U, "@yangdan8  I had the same issue. In my `package.json` I had this line : `\"type\": \"module\",` (to use ES modules). ", "u3")
    b4 = (U, "Removing this line fixed the ts-node error, but disabled my ES modules, obviously.", "u3")
    # What fails is the project's (ts-node) loading, left out (ruling before df37, first clause): a follow-up.
    rec(TS_TSN1569, [t], b1[1], True, "ellipsis", [], "After upgrading chalk from 4.1.2 to 5.0.0, running node code through gulp with ts-node reports \"unknown file extension '.ts'\".", author="u1")
    rec(TS_TSN1569, [t, b1], b2[1], True, "pronoun", ["This issue", "it"], "The ts-node 'unknown file extension .ts' report after upgrading chalk is too vague and lacks the issue template's information; it will be closed without an update.", author="u2")
    rec(TS_TSN1569, [t, b1, b2], b3[1], True, "pronoun", ["the same issue"], "@yangdan8, I had ts-node's 'unknown file extension .ts' too; my package.json had `\"type\": \"module\"` to use ES modules.", author="u3")
    rec(TS_TSN1569, [t, b1, b2, b3], b4[1], True, "pronoun", ["this line"], "Removing `\"type\": \"module\"` from package.json fixed ts-node's 'unknown file extension .ts' but disabled my ES modules.", author="u3")
    rec(TS_TSN1569, [t, b1, b2, b3, b4], "I’m using tsconfig-path, and finally could use ES modules thanks to  https://github.com/TypeStrong/ts-node/discussions/1450#discussioncomment-1806115.", True, "ellipsis", ["finally"], "With tsconfig-paths I could finally use ES modules with ts-node, thanks to https://github.com/TypeStrong/ts-node/discussions/1450#discussioncomment-1806115.", author="u3")
    lend(TS_TSN1569, [t], TS_B_ESBR, SAME, TS_ESBR26)

    t = (U, "Error: unknown file extension .ts", "u1")
    c1 = (U, "### Expected Behavior\nLoad typescript files", "u1")
    c2 = (U, "### Actual Behavior\nWhen I try to execute a typescript file I get the following error message:", "u1")
    c5 = (A, "ESM stuff?  You might have better luck on our ESM thread.  Or post a complete reproduction so someone else can debug.", "u2")
    rec(TS_TSN1062, [t], c1[1], True, "ellipsis", [], "I expect ts-node to load TypeScript files, but it fails with 'unknown file extension .ts'.", author="u1")
    rec(TS_TSN1062, [t, c1], c2[1], True, "ellipsis", ["the following error message"], "Executing a TypeScript file with ts-node gives 'Unknown file extension \".ts\"'.", author="u1")
    rec(TS_TSN1062, [t, c1, c2], TS_B_GETFMT, False, SAME, [], None, author="u1")
    rec(TS_TSN1062, [t, c1, c2, (U, TS_B_GETFMT, "u1")], c5[1], True, "ellipsis", ["ESM stuff"], "ts-node's 'Unknown file extension .ts' looks like an ES-module problem; try ts-node's ESM thread or post a complete reproduction.", author="u2")
    rec(TS_TSN1062, [t, c1, c2, (U, TS_B_GETFMT, "u1"), c5], "I'm having the same issue.", True, "pronoun", ["the same issue"], "I also get ts-node's 'Unknown file extension \".ts\"'.", author="u3")
    lend(TS_TSN1062, [t], TS_B_CAM, SAME, TS_CAM5)

    t = (U, "not even the most simple use-case", "u1")
    rec(TS_TSN2083, [t], TS_B_TST, False, SAME, [], None, author="u1")
    # Second reader's adjudication (r2df, thirty-sixth pass): the opener decides nothing (rule 5; ruling before df39 on openers); the rest names ts-node and ESM and says what holds in full, a trap as 'also' / 'and' openers are (rule 1); was a follow-up.
    rec(TS_TSN2083, [t, (U, TS_B_TST, "u1")], "Adding to this, I can't get ts-node to work at all with ESM.", False, SAME, [], None, author="u2")
    lend(TS_TSN2083, [t], TS_B_MC, SAME, TS_MCMD4)
    lend(TS_TSN2083, [t], TS_B_STOPPED, SAME, TS_AOC1)

    t = (U, "receive ERR_UNKNOWN_FILE_EXTENSION in any TS file", "u1")
    e1 = (U, "### Search Terms\nTypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\" for ..\nI've already seen #1062 ", "u1")
    e2 = (U, "### Expected Behavior\n\nrun typescript files", "u1")
    e3 = (U, "### Actual Behavior\n\nthrow ERR_UNKNOWN_FILE_EXTENSION error message", "u1")
    rec(TS_TSN1592, [t], e1[1], True, "ellipsis", [], "ts-node throws 'TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\"' for any TS file; I've already seen #1062.", author="u1")
    rec(TS_TSN1592, [t, e1], e2[1], True, "ellipsis", [], "I expect ts-node to run TypeScript files.", author="u1")
    rec(TS_TSN1592, [t, e1, e2], e3[1], True, "ellipsis", [], "ts-node throws an ERR_UNKNOWN_FILE_EXTENSION error message for any TypeScript file.", author="u1")
    # A command quoted with its output (ruling before df40, second clause): a trap.
    rec(TS_TSN1592, [t, e1, e2, e3], TS_B_VV, False, SAME, [], None, author="u1")
    rec(TS_TSN1592, [t, e1, e2, e3, (U, TS_B_VV, "u1")], "https://github.com/TypeStrong/ts-node/issues/1062#issuecomment-1000945733", True, "ellipsis", [], "The fix for ts-node's ERR_UNKNOWN_FILE_EXTENSION with \"type\": \"module\" is at https://github.com/TypeStrong/ts-node/issues/1062#issuecomment-1000945733.", author="u2")
    lend(TS_TSN1592, [t], TS_B_NPXTEST, SAME, TS_TSN2120)

    t = (U, "ERR_UNKNOWN_FILE_EXTENSION since Node.js 18.19.0 (works fine with 18.18.2)", "u1")
    j2 = (U, "### Actual Behavior\n\nSince the upgrade to Node.js `18.19.0`, the call fails with `ERR_UNKNOWN_FILE_EXTENSION`. ", "u1")
    j3 = (U, "All other potentially related parameters remained unchanged (e.g. `package-lock.json`, `ts-config.json`, etc.).", "u1")
    # The expected behaviour stated in full (rule 1): a trap.
    rec(TS_TSN2094, [t], TS_B_EXPECT, False, SAME, [], None, author="u1")
    rec(TS_TSN2094, [t, (U, TS_B_EXPECT, "u1")], j2[1], True, "pronoun", ["the call"], "Since upgrading to Node.js 18.19.0, `npx ts-node <script.ts>` fails with ERR_UNKNOWN_FILE_EXTENSION.", author="u1")
    rec(TS_TSN2094, [t, (U, TS_B_EXPECT, "u1"), j2], j3[1], True, "ellipsis", ["All other potentially related parameters"], "Apart from Node.js 18.19.0, nothing related to ts-node's ERR_UNKNOWN_FILE_EXTENSION changed (package-lock.json, tsconfig.json, ...).", author="u1")
    rec(TS_TSN2094, [t, (U, TS_B_EXPECT, "u1"), j2, j3], "We discovered this with GitHub workflow runs that run periodically (with `schedule`) at short intervals; only difference since things started failing is the Node.js version.", True, "pronoun", ["this"], "We found ts-node's ERR_UNKNOWN_FILE_EXTENSION on Node.js 18.19.0 through scheduled GitHub workflow runs; only the Node.js version changed.", author="u1")
    lend(TS_TSN2094, [t], TS_B_VV, SAME, TS_TSN1592)

    t = (U, "Unknown file extension \".ts\"", "u1")
    k1 = (U, "**Describe the bug**\nWhen I run this module in JavaScript, it works, but when I run it in TypeScript, a problem arises that the ts file is not suitable", "u1")
    rec(TS_KAKAO84, [t], k1[1], True, "pronoun", ["this module"], "node-kakao works when I run it in JavaScript, but in TypeScript it fails with 'Unknown file extension \".ts\"'.", author="u1")
    rec(TS_KAKAO84, [t, k1], TS_B_KAKAO, False, SAME, [], None, author="u1")
    # A general pointer naming its subject (rule 1): a trap.
    rec(TS_KAKAO84, [t, k1, (U, TS_B_KAKAO, "u1")], TS_B_LEARN, False, SAME, [], None, author="u2")
    rec(TS_KAKAO84, [t, k1, (U, TS_B_KAKAO, "u1"), (A, TS_B_LEARN, "u2")], "Closing as invalid", True, "ellipsis", [], "Closing node-kakao's 'Unknown file extension .ts' report as invalid.", author="u2")

    t = (U, "TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\"", "u1")
    l3 = (A, "I seem to have a similar issue. I think it's related to `ts-node`.", "u2")
    l5 = (A, "Giving tsx a try - I hadn't used before.\n\nJust cut 1.0.4 with tsx instead of ts-node.", "u3")
    rec(TS_AOC1, [t], TS_B_AOCTRACE, False, SAME, [], None, author="u1")
    # A complete first-person setup sentence (rule 1's "I'm on Windows 11 and Python 3.12.1"): a trap.
    rec(TS_AOC1, [t, (U, TS_B_AOCTRACE, "u1")], TS_B_NODE207, False, SAME, [], None, author="u1")
    rec(TS_AOC1, [t, (U, TS_B_AOCTRACE, "u1"), (U, TS_B_NODE207, "u1")], l3[1], True, "pronoun", ["a similar issue", "it"], "I have a similar 'Unknown file extension .ts' with ts-aoc-starter; I think it's related to ts-node.", author="u2")
    rec(TS_AOC1, [t, (U, TS_B_AOCTRACE, "u1"), (U, TS_B_NODE207, "u1"), l3], TS_B_STOPPED, False, SAME, [], None, author="u2")
    rec(TS_AOC1, [t, (U, TS_B_AOCTRACE, "u1"), (U, TS_B_NODE207, "u1"), l3, (A, TS_B_STOPPED, "u2")], l5[1], True, "ellipsis", ["1.0.4"], "ts-aoc-starter 1.0.4 uses tsx instead of ts-node.", author="u3")
    rec(TS_AOC1, [t, (U, TS_B_AOCTRACE, "u1"), (U, TS_B_NODE207, "u1"), l3, (A, TS_B_STOPPED, "u2"), l5], "@mikerudge - can you update your ts-aoc-starter to 1.0.4 and tell me if that fixes your issue?", True, "pronoun", ["your issue"], "@mikerudge, does updating ts-aoc-starter to 1.0.4 (tsx instead of ts-node) fix its 'Unknown file extension .ts'?", author="u3")

    t = (U, "Unknown file extension \".ts\"", "u1")
    m3 = (U, "So I installed tsx-\n`npm i -D tsx`\nThen I changed the line in Makefile accordingly-", "u1")
    rec(TS_CAM5, [t], "What am I doing wrong?", True, "ellipsis", [], "What am I doing wrong when cam-reverse's `make run` fails with 'Unknown file extension \".ts\"'?", author="u1")
    rec(TS_CAM5, [t, (U, "What am I doing wrong?", "u1")], TS_B_CAM, False, SAME, [], None, author="u1")
    rec(TS_CAM5, [t, (U, "What am I doing wrong?", "u1"), (U, TS_B_CAM, "u1")], m3[1], True, "ellipsis", ["the line in Makefile"], "To fix cam-reverse's 'Unknown file extension .ts', I installed tsx (`npm i -D tsx`) and changed the run line in cam-reverse's Makefile to use it.", author="u1")
    rec(TS_CAM5, [t, (U, "What am I doing wrong?", "u1"), (U, TS_B_CAM, "u1"), m3], "Save changes and-\n`make run`\nHope this helps somebody.", True, "ellipsis", [], "After switching cam-reverse's Makefile to tsx, `make run` works.", author="u1")
    rec(TS_CAM5, [t, (U, "What am I doing wrong?", "u1"), (U, TS_B_CAM, "u1"), m3, (U, "Save changes and-\n`make run`\nHope this helps somebody.", "u1")], "I've added a build / bundle step in CI in this repo, you should be able to download the bundles from here:", True, "pronoun", ["this repo", "here"], "cam-reverse's CI now has a build/bundle step, so you can download bundles instead of running ts-node.", author="u2")

    t = (U, "Unknown file extension \".ts\"", "u1")
    rec(TS_MCMD4, [t], TS_B_MC, False, SAME, [], None, author="u1")
    h = [t, (U, TS_B_MC, "u1")]
    rec(TS_MCMD4, h, "Running Node.js 20.3.1.", True, "ellipsis", [], "MC-Modpack-Downloader's 'Unknown file extension .ts' happens on Node.js 20.3.1.", author="u1")
    rec(TS_MCMD4, [*h, (U, "Running Node.js 20.3.1.", "u1")], "If I use Node 19.7.0 by doing 'nvm install 19.7.0' it runs just fine.", True, "pronoun", ["it"], "MC-Modpack-Downloader runs fine on Node 19.7.0 (nvm install 19.7.0), unlike Node 20.", author="u1")
    rec(TS_MCMD4, [*h, (U, "Running Node.js 20.3.1.", "u1"), (U, "If I use Node 19.7.0 by doing 'nvm install 19.7.0' it runs just fine.", "u1")], "Thanks for the report, I will see what I can do to support node 20.", True, "ellipsis", ["the report"], "I'll see what I can do so MC-Modpack-Downloader supports Node 20 without 'Unknown file extension .ts'.", author="u2")
    rec(TS_MCMD4, [*h, (U, "Running Node.js 20.3.1.", "u1"), (U, "If I use Node 19.7.0 by doing 'nvm install 19.7.0' it runs just fine.", "u1"), (A, "Thanks for the report, I will see what I can do to support node 20.", "u2")], "Fixed in aa2247017bb62487497fb5c8b7fb78f83ecabe75.", True, "ellipsis", [], "MC-Modpack-Downloader's 'Unknown file extension .ts' on Node 20 is fixed in commit aa2247017bb62487497fb5c8b7fb78f83ecabe75.", author="u2")
    lend(TS_MCMD4, [t], TS_B_KAKAO, SAME, TS_KAKAO84)

    t = (U, "set \"type\": \"module\" in `package.json` breaks the build", "u1")
    o1 = (U, "It'll get this error if you set the \"type\": \"module\" in  the `package.json`", "u1")
    o4 = (U, "The exception comes from here: https://github1s.com/nodejs/node/blob/HEAD/lib/internal/modules/esm/get_format.js", "u2")
    o5 = (U, "Unfortunately it seems to be hardwired for Node in module mode to reject file extension `.ts`.", "u2")
    rec(TS_ESBR26, [t], o1[1], True, "pronoun", ["this error"], "esbuild-register fails with 'Unknown file extension \".ts\"' if you set \"type\": \"module\" in package.json.", author="u1")
    rec(TS_ESBR26, [t, o1], TS_B_ESBR, False, SAME, [], None, author="u1")
    rec(TS_ESBR26, [t, o1, (U, TS_B_ESBR, "u1")], "I have the same problem.", True, "pronoun", ["the same problem"], "I also get 'Unknown file extension .ts' with esbuild-register and \"type\": \"module\".", author="u2")
    rec(TS_ESBR26, [t, o1, (U, TS_B_ESBR, "u1"), (U, "I have the same problem.", "u2")], o4[1], True, "pronoun", ["The exception", "here"], "The 'Unknown file extension .ts' exception esbuild-register hits comes from Node's lib/internal/modules/esm/get_format.js.", author="u2")
    rec(TS_ESBR26, [t, o1, (U, TS_B_ESBR, "u1"), (U, "I have the same problem.", "u2"), o4], o5[1], True, "pronoun", ["it"], "Node in module mode seems hardwired to reject the `.ts` extension, which breaks esbuild-register.", author="u2")
    rec(TS_ESBR26, [t, o1, (U, TS_B_ESBR, "u1"), (U, "I have the same problem.", "u2"), o4, o5], "Maybe it is possible to patch the file name before it is passed to Node?", True, "ellipsis", ["the file name"], "Could esbuild-register patch the .ts file name before passing it to Node's ES-module loader?", author="u2")


# ---- macOS Objective-C fork safety: "objc[...]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called", OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES ----
OF_AMCP112 = GH + "seuros/action_mcp/issues/112"
OF_SCAN1019 = GH + "aboutcode-org/scancode-toolkit/issues/1019"
OF_INGR97 = GH + "jorhelp/Ingram/issues/97"
OF_INGR86 = GH + "jorhelp/Ingram/issues/86"
OF_CF2926 = GH + "IBM/mcp-context-forge/issues/2926"
OF_CF2927 = GH + "IBM/mcp-context-forge/pull/2927"
OF_ANCILE67 = GH + "ancile-project/ancile/issues/67"
OF_LMS1349 = GH + "hypothesis/lms/pull/1349"
OF_DISTIL475 = GH + "argilla-io/distilabel/pull/475"
OF_KINT160 = GH + "sparkmicro/Ki-nTree/issues/160"
OF_B_ACTION = "objc[81052]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called. We cannot safely call it or ignore it in the fork() child process. Crashing instead. Set a breakpoint on objc_initializeAfterForkError to debug."
OF_B_SCAN = "```\nobjc[72091]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called. We cannot safely call it or ignore it in the fork() child process. Crashing instead. Set a breakpoint on objc_initializeAfterForkError to debug.\nobjc[72093]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called."
OF_B_INGRAM97 = "[➫] 0/35785732(0.0%)   Time: 0s/1211138h 44m 24s        objc[27359]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called."
OF_B_INGRAM86 = "python3 run_ingram.py -i targets.txt -o result\n\n⠿] 0/155(0.0%)   Time: 0s/54m 38s        objc[29511]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called."
OF_B_IBM = "```\nobjc[53393]: +[NSCharacterSet initialize] may have been in progress in another thread when fork() was called.\nobjc[53393]: +[NSCharacterSet initialize] may have been in progress in another thread when fork() was called. We cannot safely call it or ignore it in the fork() child process. Crashing instead. Set a breakpoint on objc_initializeAfterForkError to debug.\n```"
OF_B_ROOT = "## Root Cause\n\nmacOS's Objective-C runtime is not fork-safe. When gunicorn forks worker processes after certain libraries (SSL, cryptography, etc.) have initialized Objective-C in the parent process, the forked child processes crash."
OF_B_ANCILE = "objc[68753]: +[__NSPlaceholderDictionary initialize] may have been in progress in another thread when fork() was called.\nobjc[68753]: +[__NSPlaceholderDictionary initialize] may have been in progress in another thread when fork() was called. We cannot safely call it or ignore it in the fork() child process. Crashing instead. Set a breakpoint on objc_initializeAfterForkError to debug."
OF_B_LMS = "    objc[11433]: +[__NSPlaceholderDate initialize] may have been in progress in another thread when fork() was called. We cannot safely call it or ignore it in the fork() child process. Crashing instead. Set a breakpoint on objc_initializeAfterForkError to debug."
OF_B_DISTIL = "```\nobjc[38093]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called.\nobjc[38093]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called. We cannot safely call it or ignore it in the fork() child process. Crashing instead. Set a breakpoint on objc_initializeAfterForkError to debug.\n```"
OF_B_KINTREE = "```bash\nobjc[83510]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called.\n```"


def _forksafety(rec, U, A, lend) -> None:  # noqa: PLR0915
    # Every "objc[pid]:" line carries its printer's own mark (ruling before df40, first clause): traps.
    t = (U, "testing dummy app crashed \"NSCFConstantString initialize] may have been in progress in another thread when fork() was called.\"", "u1")
    a1 = (U, "I tested the test/dummy app  on ruby 3.4.4 on my mac M1.", "u1")
    rec(OF_AMCP112, [t], a1[1], True, "pronoun", ["the test/dummy app"], "I tested action_mcp's test/dummy app on Ruby 3.4.4 on my M1 Mac and it crashed with the __NSCFConstantString fork() error.", author="u1")
    rec(OF_AMCP112, [t, a1], OF_B_ACTION, False, SAME, [], None, author="u1")
    # A bare fix (ruling before df38): a follow-up.
    rec(OF_AMCP112, [t, a1, (U, OF_B_ACTION, "u1")], "using the tips here  https://github.com/rails/rails/issues/38560\n\nexport OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES   solved the issue .", True, "ellipsis", ["the issue"], "Following rails/rails#38560, `export OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES` solved action_mcp's dummy-app fork() crash on macOS.", author="u1")
    lend(OF_AMCP112, [t], OF_B_ROOT, SAME, OF_CF2926)

    t = (U, "ScanCode errors", "u1")
    rec(OF_SCAN1019, [t], OF_B_SCAN, False, SAME, [], None, author="u1")
    lend(OF_SCAN1019, [t], OF_B_DISTIL, SAME, OF_DISTIL475)
    lend(OF_SCAN1019, [t], OF_B_ANCILE, SAME, OF_ANCILE67)

    t = (U, "[➫] 0/35785732(0.0%) Time: 0s/1211138h 44m 24s objc[27359]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called. objc[27359]: +[__NSCFConstantString i", "u1")
    rec(OF_INGR97, [t], "您好，这是什么意思，该怎么操作", True, "pronoun", ["这"], "运行Ingram时出现objc[27359]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called，这是什么意思，该怎么操作？", author="u1")
    rec(OF_INGR97, [t, (U, "您好，这是什么意思，该怎么操作", "u1")], OF_B_INGRAM97, False, SAME, [], None, author="u1")
    rec(OF_INGR97, [t, (U, "您好，这是什么意思，该怎么操作", "u1"), (U, OF_B_INGRAM97, "u1")], "在执行前，先执行export OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES   # 关闭 Apple 保护", True, "ellipsis", ["在执行前"], "在macOS上运行Ingram前，先执行export OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES（关闭Apple的fork保护），避免__NSCFConstantString fork()崩溃。", author="u2")
    lend(OF_INGR97, [t], OF_B_INGRAM86, SAME, OF_INGR86)

    t = (U, "__NSCFConstantString initialize] may have been in progress in another thread when fork() was called", "u1")
    # The command quoted with its output (ruling before df37): a trap.
    rec(OF_INGR86, [t], OF_B_INGRAM86, False, SAME, [], None, author="u1")
    rec(OF_INGR86, [t, (U, OF_B_INGRAM86, "u1")], "Add export OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES to the .zshrc file should solve this...", True, "pronoun", ["this"], "Adding export OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES to .zshrc should solve Ingram's __NSCFConstantString fork() crash on macOS.", author="u1")
    lend(OF_INGR86, [t], OF_B_INGRAM97, SAME, OF_INGR97)

    t = (U, "[BUG]: Gunicorn worker crashes on macOS due to Objective-C fork safety", "u1")
    e1 = (U, "On macOS, gunicorn workers are crashing with the following error:", "u1")
    e3 = (U, "This causes workers to be sent SIGABRT and continuously respawn.", "u1")
    rec(OF_CF2926, [t], e1[1], True, "ellipsis", ["the following error"], "On macOS, ContextForge's gunicorn workers crash with the Objective-C '+[NSCharacterSet initialize] may have been in progress ... when fork() was called' error.", author="u1")
    rec(OF_CF2926, [t, e1], OF_B_IBM, False, SAME, [], None, author="u1")
    rec(OF_CF2926, [t, e1, (U, OF_B_IBM, "u1")], e3[1], True, "pronoun", ["This"], "The Objective-C fork() crash makes ContextForge's gunicorn workers get SIGABRT and respawn continuously on macOS.", author="u1")
    # A general claim naming macOS's runtime and gunicorn in full (ruling before df36): a trap.
    rec(OF_CF2926, [t, e1, (U, OF_B_IBM, "u1"), e3], OF_B_ROOT, False, SAME, [], None, author="u1")
    rec(OF_CF2926, [t, e1, (U, OF_B_IBM, "u1"), e3, (U, OF_B_ROOT, "u1")], "While PR #2838 disabled `--preload` on macOS, this was insufficient because:", True, "pronoun", ["this"], "Disabling gunicorn's `--preload` on macOS (ContextForge PR #2838) was insufficient against the Objective-C fork() worker crashes.", author="u1")
    lend(OF_CF2926, [t], OF_B_LMS, SAME, OF_LMS1349)

    t = (U, "Fix macOS gunicorn worker crashes due to Objective-C fork safety", "u1")
    f1 = (U, "Fixes gunicorn worker crashes on macOS by setting `OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES`.", "u1")
    f2 = (U, "This occurs because macOS's Objective-C runtime is not fork-safe. When libraries like SSL or cryptography initialize Objective-C before gunicorn forks workers, the child processes crash.", "u1")
    f3 = (U, "Set `OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES` on macOS in two locations:\n\n1. **run-gunicorn.sh** - At script start before any Python runs\n2. **gunicorn.config.py** - At module import time before workers fork", "u1")
    rec(OF_CF2927, [t], f1[1], True, "ellipsis", [], "ContextForge's PR fixes its gunicorn worker crashes on macOS by setting `OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES`.", author="u1")
    rec(OF_CF2927, [t, f1], f2[1], True, "pronoun", ["This"], "ContextForge's gunicorn workers crash on macOS because the Objective-C runtime is not fork-safe: SSL or cryptography initialize Objective-C before gunicorn forks the workers.", author="u1")
    rec(OF_CF2927, [t, f1, f2], f3[1], True, "ellipsis", [], "ContextForge sets `OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES` on macOS in run-gunicorn.sh before any Python runs and in gunicorn.config.py at import, before workers fork.", author="u1")
    rec(OF_CF2927, [t, f1, f2, f3], "This disables the Objective-C fork-safety check that causes SIGABRT crashes.", True, "pronoun", ["This"], "Setting OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES in ContextForge's gunicorn scripts disables the Objective-C fork-safety check that causes the SIGABRT crashes.", author="u1")
    lend(OF_CF2927, [t], OF_B_KINTREE, SAME, OF_KINT160)

    t = (U, "Gunicorn Crashes", "u1")
    g1 = (U, "Error log below, basically the gunicorn workers keep crashing and restarting in an endless loop. Unsure yet on steps to reproduce", "u1")
    rec(OF_ANCILE67, [t], g1[1], True, "ellipsis", ["the gunicorn workers"], "Ancile's gunicorn workers keep crashing and restarting in an endless loop; steps to reproduce unknown yet.", author="u1")
    rec(OF_ANCILE67, [t, g1], OF_B_ANCILE, False, SAME, [], None, author="u1")
    # Gunicorn's log line names no printer, only what the project's server did (ruling before df40): a follow-up.
    rec(OF_ANCILE67, [t, g1, (U, OF_B_ANCILE, "u1")], "[2019-07-29 16:18:19 -0400] [68755] [INFO] Booting worker with pid: 68755", True, "ellipsis", [], "After each Objective-C fork() crash, Ancile's gunicorn boots a new worker (pid 68755), looping endlessly.", author="u1")
    lend(OF_ANCILE67, [t], OF_B_ACTION, SAME, OF_AMCP112)

    t = (U, "Fix macOS fork child process crash", "u1")
    h1 = (U, "Fix a crash with the web process in macOS development environments that\noutputs this error message:", "u1")
    h3 = (U, "This is due to an issue with recent versions of macOS that breaks all\nsorts of things (Python, Ruby, Postgres, ...). Googling the error\nmessage, setting `export OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES` in\nevery thread or post about it.", "u1")
    rec(OF_LMS1349, [t], h1[1], True, "ellipsis", ["the web process", "this error message"], "Fix the crash of the LMS web process in macOS development environments with the Objective-C '+[__NSPlaceholderDate initialize] ... fork()' error.", author="u1")
    rec(OF_LMS1349, [t, h1], OF_B_LMS, False, SAME, [], None, author="u1")
    rec(OF_LMS1349, [t, h1, (U, OF_B_LMS, "u1")], h3[1], True, "pronoun", ["This"], "The LMS web process's fork() crash comes from recent macOS versions, which break Python, Ruby, Postgres and more; every post about the error says to set `export OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES`.", author="u1")
    rec(OF_LMS1349, [t, h1, (U, OF_B_LMS, "u1"), h3], "Some good posts about the issue are:\n\n* https://blog.phusion.nl/2017/10/13/why-ruby-app-servers-break-on-macos-high-sierra-and-what-can-be-done-about-it/", True, "pronoun", ["the issue"], "A good post about the macOS Objective-C fork() crash: https://blog.phusion.nl/2017/10/13/why-ruby-app-servers-break-on-macos-high-sierra-and-what-can-be-done-about-it/", author="u1")
    rec(OF_LMS1349, [t, h1, (U, OF_B_LMS, "u1"), h3], "Fixes https://github.com/hypothesis/lms/issues/1348", True, "ellipsis", [], "The OBJC_DISABLE_INITIALIZE_FORK_SAFETY change fixes hypothesis/lms#1348, the macOS fork() crash.", author="u1")

    t = (U, "Fix `fork` on macOS", "u1")
    i1 = (U, "This PR sets the value of the env variable `OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES` when `sys.platform == \"darwin\"` to disable a security feature that restricts multithreading in macOS High Sierra and later versions as described here: https://stackoverflow.com/questions/50168647/multiprocessing-causes-python-to-crash-and-gives-an-error-may-have-been-in-progr.", "u1")
    rec(OF_DISTIL475, [t], i1[1], True, "pronoun", ["This PR"], "distilabel's PR sets OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES on macOS (sys.platform == \"darwin\") to disable the High Sierra+ security feature restricting multithreading with fork.", author="u1")
    rec(OF_DISTIL475, [t, i1], "This restriction was causing an error when calling `fork` system call when a pipeline was executed:", True, "pronoun", ["This restriction"], "macOS's fork-safety restriction caused an error when distilabel called `fork` while executing a pipeline.", author="u1")
    rec(OF_DISTIL475, [t, i1, (U, "This restriction was causing an error when calling `fork` system call when a pipeline was executed:", "u1")], OF_B_DISTIL, False, SAME, [], None, author="u1")
    lend(OF_DISTIL475, [t], OF_B_SCAN, SAME, OF_SCAN1019)

    t = (U, "Multiprocessing crash on macOS", "u1")
    j1 = (U, "I tried to setup the new v1.0.1 (same with v1.0.0) on macOS and was not able to get a connection to inventree. The application is starting and everything was looking good.", "u1")
    j2 = (U, "When I tried to connect to the Inventree instance (private and the public Demo) python crashes and no connection is established. The following Error Message is given in the Terminal:", "u1")
    j4 = (U, "After some googling I was able to find the following Stackoverflow question:\n[https://stackoverflow.com/questions/50168647/multiprocessing-causes-python-to-crash-and-gives-an-error-may-have-been-in-progr](https://stackoverflow.com/questions/50168647/multiprocessing-causes-python-to-crash-and-gives-an-error-may-have-been-in-progr)", "u1")
    j5 = (U, "For a workaround it is mentioned to use an environmental variable `export OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES` to disable a security feature so that the multiprocessing does not lead to a crash. ", "u1")
    rec(OF_KINT160, [t], j1[1], True, "ellipsis", ["the new v1.0.1"], "After setting up Ki-nTree v1.0.1 (and v1.0.0) on macOS, it can't connect to InvenTree, though the application starts fine.", author="u1")
    rec(OF_KINT160, [t, j1], j2[1], True, "pronoun", ["the Inventree instance", "The following Error Message"], "When Ki-nTree connects to an InvenTree instance on macOS, Python crashes with the Objective-C fork() error and no connection is made.", author="u1")
    rec(OF_KINT160, [t, j1, j2], OF_B_KINTREE, False, SAME, [], None, author="u1")
    rec(OF_KINT160, [t, j1, j2, (U, OF_B_KINTREE, "u1")], j4[1], True, "ellipsis", [], "A Stack Overflow question about Ki-nTree's multiprocessing fork() crash on macOS: https://stackoverflow.com/questions/50168647/...", author="u1")
    rec(OF_KINT160, [t, j1, j2, (U, OF_B_KINTREE, "u1"), j4], j5[1], True, "ellipsis", ["it is mentioned"], "The Stack Overflow workaround for Ki-nTree's macOS multiprocessing crash is `export OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES`, disabling a security feature.", author="u1")
    rec(OF_KINT160, [t, j1, j2, (U, OF_B_KINTREE, "u1"), j4, j5], "This works for me, but I do not think that this is good idea.", True, "pronoun", ["This", "this"], "OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES stops Ki-nTree's multiprocessing crash on macOS for me, but I don't think disabling it is a good idea.", author="u1")


# ---- apt in a Docker build on a skewed clock: "E: Release file for ... is not valid yet (invalid for another ...)", Acquire::Check-Valid-Until / Check-Date ----
RV_CMT216 = GH + "intel/intel-cmt-cat/issues/216"
RV_INFER202 = GH + "infernode-os/infernode/pull/202"
RV_TOMCAT194 = GH + "docker-library/tomcat/issues/194"
RV_AVA122 = GH + "hkjarral/AVA-AI-Voice-Agent-for-Asterisk/issues/122"
RV_ROSSO96 = GH + "rossoctl/rossoctl/issues/96"
RV_BREW127 = GH + "tianon/docker-brew-ubuntu-core/issues/127"
RV_B_CMTCMD = "[root@pue04 docker]# ./build_docker.sh\n\\+ docker build --build-arg http_proxy=http://child-prc.intel.com:913 --build-arg https_proxy=http://child-prc.intel.com:913 -t appqos -f Dockerfile ../../\nSending build context to Docker daemon  2.623MB"
RV_B_JAMMY = "E: Release file for http://archive.ubuntu.com/ubuntu/dists/jammy/InRelease is not valid yet (invalid for another 7h 39min 41s). Updates for this repository will not"
RV_B_INFERR = "```\nE: Release file for http://archive.ubuntu.com/ubuntu/dists/<…>/InRelease is not valid yet\n   (invalid for another Nh Nmin Ns).\n   Updates for this repository will not be applied.\nE: Repository '<…>' is not signed.\n```"
RV_B_BUSTER = "E: Release file for http://deb.debian.org/debian/dists/buster-updates/InRelease\nis not valid yet (invalid for another 2d 0h 56min 20s). Updates for this reposit\nory will not be applied."
RV_B_APTTS = "Debian's apt package manager validates repository release file timestamps. When the system clock is behind, apt thinks the release files are \"from the future\" and refuses to use them."
RV_B_BOOKWORM = "`E: Release file for http://deb.debian.org/debian/dists/bookworm-updates/InRelease is not valid yet (invalid for another 1min 37s). Updates for this repository will not be applied.`"
RV_B_BIONIC = "E: Release file for http://security.ubuntu.com/ubuntu/dists/bionic-security/InRelease is not valid yet (invalid for another 2d 11h 51min 25s). Updates for this repository will not be applied."
RV_B_U1804 = "I am creating a docker image from ubuntu:18.04. It worked very well until yesterday. Today I am facing the package validity issue. "


def _aptclock(rec, U, A, lend) -> None:  # noqa: PLR0915
    # "E:" is apt's own mark (ruling before df40, first clause): every quoted apt error line is a trap.
    t = (U, "build_docker.sh reports \"Release file for ... is not valid yet\" error", "u1")
    rec(RV_CMT216, [t], RV_B_CMTCMD, False, SAME, [], None, author="u1")
    rec(RV_CMT216, [t, (U, RV_B_CMTCMD, "u1")], RV_B_JAMMY, False, SAME, [], None, author="u1")
    lend(RV_CMT216, [t], RV_B_APTTS, SAME, RV_AVA122)

    t = (U, "build(docker): relax apt date check to survive host clock drift", "u1")
    b1 = (U, "- Pass `-o Acquire::Check-Valid-Until=false -o Acquire::Check-Date=false` to `apt-get update` in both `Dockerfile` build stages.", "u1")
    b2 = (U, "On Docker hosts whose system clock drifts behind real time (common on Windows hosts where Docker Desktop's WSL VM clock can lag after sleep/resume), `apt-get update` fails the build with:", "u1")
    b3 = (U, "This happened to me reproducibly while building a downstream Inferno image (Ubuntu 24.04 base, same as upstream). The fix relaxes the apt date validity check **at build time only** — release artifacts don't ship to end users and the runtime image is byte-identical.", "u1")
    b4 = (U, "GitHub Actions runners are NTP-synced so the existing CI doesn't hit this, but any local Docker build (or any non-GHA runner) is exposed.", "u1")
    rec(RV_INFER202, [t], b1[1], True, "ellipsis", ["both `Dockerfile` build stages"], "infernode's PR passes `-o Acquire::Check-Valid-Until=false -o Acquire::Check-Date=false` to `apt-get update` in both stages of infernode's Dockerfile.", author="u1")
    rec(RV_INFER202, [t, b1], b2[1], True, "ellipsis", ["the build"], "On Docker hosts whose clock drifts behind real time (e.g. Docker Desktop's WSL VM after sleep), `apt-get update` fails infernode's Docker build with 'Release file ... is not valid yet'.", author="u1")
    rec(RV_INFER202, [t, b1, b2], RV_B_INFERR, False, SAME, [], None, author="u1")
    rec(RV_INFER202, [t, b1, b2, (U, RV_B_INFERR, "u1")], b3[1], True, "pronoun", ["This", "The fix"], "apt's 'Release file is not valid yet' happened to me reproducibly building a downstream Inferno image (Ubuntu 24.04); infernode's fix relaxes apt's date check at build time only.", author="u1")
    rec(RV_INFER202, [t, b1, b2, (U, RV_B_INFERR, "u1"), b3], b4[1], True, "pronoun", ["the existing CI", "this"], "infernode's GitHub Actions CI is NTP-synced and doesn't hit apt's 'not valid yet' error, but any local Docker build or non-GHA runner is exposed.", author="u1")
    rec(RV_INFER202, [t, b1, b2, (U, RV_B_INFERR, "u1"), b3, b4], "It's a one-shot, low-blast-radius hardening of the build that costs nothing on healthy hosts.", True, "pronoun", ["It", "the build"], "Relaxing apt's date check in infernode's Docker build is a one-shot, low-risk hardening that costs nothing on hosts with a correct clock.", author="u1")

    t = (U, "Can't apt update -y", "u1")
    c1 = (U, "Running the command throws me this error:", "u1")
    c3 = (U, "This is for image tomcat:jdk14-openjdk-buster.", "u1")
    c4 = (U, "Apparently the date for the image is 1 day behind always.", "u1")
    rec(RV_TOMCAT194, [t], c1[1], True, "pronoun", ["the command", "this error"], "Running `apt update -y` in the tomcat image throws 'Release file ... is not valid yet'.", author="u1")
    rec(RV_TOMCAT194, [t, c1], RV_B_BUSTER, False, SAME, [], None, author="u1")
    rec(RV_TOMCAT194, [t, c1, (U, RV_B_BUSTER, "u1")], c3[1], True, "pronoun", ["This"], "apt update's 'Release file is not valid yet' happens in the tomcat:jdk14-openjdk-buster image.", author="u1")
    rec(RV_TOMCAT194, [t, c1, (U, RV_B_BUSTER, "u1"), c3], c4[1], True, "pronoun", ["the image"], "The date in the tomcat:jdk14-openjdk-buster container is always one day behind, so apt update fails.", author="u1")
    rec(RV_TOMCAT194, [t, c1, (U, RV_B_BUSTER, "u1"), c3, c4], "I'm pretty new to containers so I apologize if i sound very noobish, but I can't seem to execute systemctl when i run the image as is with the command docker run -it. Even using the priviliged tag doesnt help, it constantly throws me systemctl not found.", True, "pronoun", ["the image"], "Running the tomcat:jdk14-openjdk-buster image with docker run -it (even privileged), systemctl is not found.", author="u1")
    lend(RV_TOMCAT194, [t], RV_B_BIONIC, SAME, RV_BREW127)

    t = (U, "[BUG] Installation crashes", "u1")
    d1 = (A, "**Root Cause:** Your system clock is approximately **2 days behind** the actual time.", "u2")
    d3 = (A, "**This is NOT a bug in Asterisk-AI-Voice-Agent** - it's an environment configuration issue on your server.", "u2")
    rec(RV_AVA122, [t], d1[1], True, "ellipsis", ["**Root Cause:**"], "The Asterisk AI Voice Agent installation crash is caused by your system clock being about 2 days behind the actual time.", author="u2")
    # A general claim naming apt and its check in full (ruling before df36): a trap.
    rec(RV_AVA122, [t, d1], RV_B_APTTS, False, SAME, [], None, author="u2")
    rec(RV_AVA122, [t, d1, (A, RV_B_APTTS, "u2")], d3[1], True, "pronoun", ["This", "it"], "The installation crash from apt's 'not valid yet' is not a bug in Asterisk-AI-Voice-Agent but an environment configuration issue on your server.", author="u2")
    rec(RV_AVA122, [t, d1, (A, RV_B_APTTS, "u2"), d3], "Shoot. I forgot about doing a rollback. So Sorry about that... I noticed the repositories saying they were not valid yet, I should have guessed this then. Again My apologies. Resolve and/or delete this issue.", True, "pronoun", ["this", "this issue"], "I forgot I had rolled back my server's clock; apt said the repositories were not valid yet, so the Asterisk AI Voice Agent install crash was my clock. Please close the issue.", author="u1")
    lend(RV_AVA122, [t], RV_B_JAMMY, SAME, RV_CMT216)

    t = (U, "Fix local system clock being ahead of the repository server's timestamp,", "u1")
    e1 = (U, "When deploying agent/tool from source, the Docker build may fail with this error:", "u1")
    e3 = (U, "Apparently, the local system clock may sometimes run ahead of the repository server's time and refusing to use artifacts. ", "u1")
    rec(RV_ROSSO96, [t], e1[1], True, "pronoun", ["this error"], "When deploying a rossoctl agent or tool from source, the Docker build may fail with 'Release file ... is not valid yet'.", author="u1")
    rec(RV_ROSSO96, [t, e1], RV_B_BOOKWORM, False, SAME, [], None, author="u1")
    # What refuses the artifacts is left to the thread (ruling before df36's "leaves out a subject only the thread gives").
    rec(RV_ROSSO96, [t, e1, (U, RV_B_BOOKWORM, "u1")], e3[1], True, "ellipsis", ["the local system clock"], "apt in rossoctl's Docker build refuses the repository's release files when the local system clock runs ahead of the repository server's time.", author="u1")
    rec(RV_ROSSO96, [t, e1, (U, RV_B_BOOKWORM, "u1"), e3], "@cwiklik is this something we need to do for the example agents?", True, "pronoun", ["this"], "@cwiklik, do rossoctl's example agents need the tzdata clock fix in their Dockerfiles?", author="u2")
    rec(RV_ROSSO96, [t, e1, (U, RV_B_BOOKWORM, "u1"), e3, (A, "@cwiklik is this something we need to do for the example agents?", "u2")], "we should add someone in the troubleshooting section or use a different base image", True, "ellipsis", [], "rossoctl should document apt's 'Release file is not valid yet' in its troubleshooting section or use a different base image.", author="u2")

    t = (U, "Creating docker image fails", "u1")
    # A complete report naming the image in full; "the package validity issue" was never used before (rule 6): a trap.
    rec(RV_BREW127, [t], RV_B_U1804, False, SAME, [], None, author="u1")
    rec(RV_BREW127, [t, (U, RV_B_U1804, "u1")], RV_B_BIONIC, False, SAME, [], None, author="u1")
    lend(RV_BREW127, [t], RV_B_BUSTER, SAME, RV_TOMCAT194)
    lend(RV_BREW127, [t], RV_B_INFERR, SAME, RV_INFER202)


# ---- npm's "code EINTEGRITY": "sha1-... integrity checksum failed when using sha1: wanted ... but got ..." on npm install (npm 5 lockfiles, caches, private registries) ----
EI_ADON10 = GH + "iamraphson/adonisjs-hackathon-starter/issues/10"
EI_PATHJS172 = GH + "capitalone/react-native-pathjs-charts/issues/172"
EI_COINIMP10 = GH + "immrmonero/coin-imp/issues/10"
EI_HEXO5 = GH + "tea3/hexo-related-popular-posts/issues/5"
EI_LEMON3 = GH + "DevanaLabs/lemon.email-dApp/issues/3"
EI_RINF288 = GH + "seatgeek/react-infinite/issues/288"
EI_SSRI7 = GH + "npm/ssri/issues/7"
EI_PHONEPE18 = GH + "PhonePe/pg-sdk-react-native-sample/issues/18"
EI_SUICRUX100 = GH + "Metnew/suicrux/issues/100"
EI_B_ADON = "ERROR  Command failed: npm install\nnpm ERR! code EINTEGRITY\nnpm ERR! sha512-lzTiSnWjy9ygJO1/Sm8FBnlx9at/vDsNLO/gQ15cVZAv5IeuGdADGh0Q8D0vQl45pWrG1kHtdGfGQyyatZ2cmg== integrity checksum failed when using sha512: wanted sha512-lzTiSnWjy9ygJO1/Sm8FBnlx9at/vDsNLO/gQ15cVZAv5IeuGdADGh0Q8D0vQl45pWrG1kHtdGfGQyyatZ2cmg== but got sha512-W1oSBVjGBcjH97Cu4zNZWKHFM7tj9NPSbxfylyvnwK/+y51bAWtvOH6/VWDi9Om3DSUGXvVGX66qRYffiNIYCw==. (5144 bytes)"
EI_B_PATHJS = "npm ERR! code EINTEGRITY\nnpm ERR! sha1-6HqA+ou5ScvQVi+hE5kpOFKkR6o= integrity checksum failed when using sha1: wanted sha1-6HqA+ou5ScvQVi+hE5kpOFKkR6o= but got sha1-1sjQtiyd2luWzdFncRZCrtI/jPE=. (1482034 bytes)"
EI_B_COINIMP = "root@gguv:/home/coin-imp# npm install\nnpm ERR! code EINTEGRITY\nnpm ERR! sha1-VtoaLRy/AdOLfhr8McELz6GSkWc= integrity checksum failed when using sha1: wanted sha1-VtoaLRy/AdOLfhr8McELz6GSkWc= but got sha512-TCZ36BjURTeFTM/CwRcViQlfkMvL1/vFISuNLO5GkcVm1+QHfbSiNqZuWeMFjj1/3+uAjXswgRk30j1kkLYJBQ== sha1-KhFLUdKm7J5tg8+AP4OKh42KAjo=. (506446 bytes)"
EI_B_HEXO = "hi,thank you for excellent tool , but on mac ,this error occur,\nnpm ERR! code EINTEGRITY\nnpm ERR! sha1-Sqvzm8zti4rZLQB6BKJr5tqEd8k= integrity checksum failed when using sha1: wanted sha1-Sqvzm8zti4rZLQB6BKJr5tqEd8k= but got sha1-c+vhx0GvE4Ju9Bb0cV4uiAB7u8M=. (1436215 bytes)\nwhat can i do?"
EI_B_LEMON = "npm ERR! code EINTEGRITY\nnpm ERR! sha1-8/zKCm/gZzanulcpZgaWF8EwtIE= integrity checksum failed when using sha1: wanted sha1-8/zKCm/gZzanulcpZgaWF8EwtIE= but got sha1-PnrIJ5Q30Z/xuOeqIq48KWQuZn0=. (2238 bytes)"
EI_B_SSRICMD = "% npm install ssri\n\nverbose stack Error: sha1-mBrhQVufs3KuFfEVbV0yt9zHi90= integrity checksum failed when using sha1: wanted sha1-mBrhQVufs3KuFfEVbV0yt9zHi90= but got sha512-fFUdiIir8CBx5sEToEQKRfodXXB9FaIY3G8EObFovG01iN8iLSqELh1f2gYaCmnmilDFYvXWsG7YqbBfo3u/cg== sha1-1mJPy4IQpFl4civGKyIUYHaCHW8=. (16984 bytes)"
EI_B_SSRI = "Trying to install ssri, gets EINTEGRITY ERROR. Node 6.17.1"
EI_B_PHONEPE = " EINTEGRITY\nnpm ERR! sha512-aUHe7TvYnwK47MEdwPT+y/qJbWn/EjfoETaJN7dxGCdTtrGrsX3F3IAQReDiv3glO2SUlyWxHB2MfNXYzkjXnw== integrity checksum failed when using sha512: wanted sha512-aUHe7TvYnwK47MEdwPT+y/qJbWn/EjfoETaJN7dxGCdTtrGrsX3F3IAQReDiv3glO2SUlyWxHB2MfNXYzkjXnw== but got sha512-+UUBtlnjJGGmdUQvZ1hcDnZRY/moqfgENRhNE6Z2CMnK97VWnM4wMDWyw1lkD1MB3IGXHVwXOOpbIuDXI+jiiQ==. (13404 bytes)"
EI_B_SUICRUX = "```\nnpm ERR! code EINTEGRITY\nnpm ERR! sha1-Y3pTI9d4RRIN1BzAqq2/R4btZ0o= integrity checksum failed when using sha1: wanted sha1-Y3pTI9d4RRIN1BzAqq2/R4btZ0o= but got sha1-TfXj2pbCQ/f8r+TiZKAHj/DLRxg=. (1851954 bytes)\n```"
EI_RINFSHA = "```\nsha1-U3cWwHduTPeePtG2IfdljCkRsbE= integrity checksum failed when using sha1: wanted sha1-U3cWwHduTPeePtG2IfdljCkRsbE= but got sha512-MC/KlxRJ1rzL3ZUUUbybGjuzlAwjlN7YBIGwm8MLPbx1YV8NeRP7dcdWdRRJ/P3gJEZOeoJrZo28xMSRu99RcQ== sha1-gswqb03PNvrPDHp5RoV7/2KCisc=. (3612 bytes)\n```"


def _eintegrity(rec, U, A, lend) -> None:  # noqa: PLR0915
    # "npm ERR!" is npm's own mark (ruling before df40, first clause): the quoted npm lines are traps.
    t = (U, "Integrity checksum failed when using sha512", "u1")
    rec(EI_ADON10, [t], EI_B_ADON, False, SAME, [], None, author="u1")
    rec(EI_ADON10, [t, (U, EI_B_ADON, "u1")], "Hey @avitorio kindly try this https://stackoverflow.com/questions/47545940/when-i-run-npm-install-it-returns-with-err-code-eintegrity-npm-5-3-0/47922056", True, "pronoun", ["this"], "@avitorio, for npm install's EINTEGRITY in adonisjs-hackathon-starter, try https://stackoverflow.com/questions/47545940/when-i-run-npm-install-it-returns-with-err-code-eintegrity-npm-5-3-0/47922056", author="u2")
    lend(EI_ADON10, [t], EI_B_SUICRUX, SAME, EI_SUICRUX100)

    t = (U, "npm ERR! code EINTEGRITY", "u1")
    b1 = (U, "ubunut system:\n   in the example directory, npm install\n  errors shows:", "u1")
    rec(EI_PATHJS172, [t], b1[1], True, "ellipsis", ["the example directory"], "On Ubuntu, npm install in react-native-pathjs-charts' example directory fails with EINTEGRITY.", author="u1")
    rec(EI_PATHJS172, [t, b1], EI_B_PATHJS, False, SAME, [], None, author="u1")
    rec(EI_PATHJS172, [t, b1, (U, EI_B_PATHJS, "u1")], "Not sure if others have experienced this. A quick google search turned this up:\n\nhttps://github.com/cncjs/cncjs/issues/172#issuecomment-312566504", True, "pronoun", ["this"], "For npm install's EINTEGRITY in react-native-pathjs-charts' example, a search found https://github.com/cncjs/cncjs/issues/172#issuecomment-312566504.", author="u2")

    t = (U, "npm ERR! code EINTEGRITY", "u1")
    rec(EI_COINIMP10, [t], EI_B_COINIMP, False, SAME, [], None, author="u1")
    lend(EI_COINIMP10, [t], EI_B_LEMON, SAME, EI_LEMON3)

    t = (U, "integrity checksum failed", "u1")
    # npm's error quoted in full with its "npm ERR!" mark; the thanks and "what can i do?" ask about that error only (rule 1): a trap.
    rec(EI_HEXO5, [t], EI_B_HEXO, False, SAME, [], None, author="u1")
    d2 = (A, "@atlas555 \nDo this error occur on other plugin ? I don't know exactly , it seems to npm problem. Will you the following issue helpful ?\nhttps://github.com/cncjs/cncjs/issues/172", "u2")
    rec(EI_HEXO5, [t, (U, EI_B_HEXO, "u1")], d2[1], True, "pronoun", ["this error"], "@atlas555, does npm's EINTEGRITY occur with other Hexo plugins than hexo-related-popular-posts? It seems an npm problem; see https://github.com/cncjs/cncjs/issues/172.", author="u2")
    rec(EI_HEXO5, [t, (U, EI_B_HEXO, "u1"), d2], "https://github.com/npm/npm/issues/16861", True, "ellipsis", [], "npm's issue about EINTEGRITY when installing hexo-related-popular-posts: https://github.com/npm/npm/issues/16861", author="u2")

    t = (U, "Integrity Checksum failed", "u1")
    e1 = (U, "Got the following error after cloning and trying to run npm install on the repo. What does it mean?", "u1")
    rec(EI_LEMON3, [t], e1[1], True, "ellipsis", ["the following error", "the repo"], "After cloning lemon.email-dApp and running npm install, I get an EINTEGRITY integrity checksum error; what does it mean?", author="u1")
    rec(EI_LEMON3, [t, e1], EI_B_LEMON, False, SAME, [], None, author="u1")
    rec(EI_LEMON3, [t, e1, (U, EI_B_LEMON, "u1")], "I believe that this is the problem with some `npm` package, not with the Lemon DApp itself. Can you add more error info? Also, please add information about the OS.", True, "pronoun", ["this"], "npm install's EINTEGRITY for lemon.email-dApp is probably a problem with some npm package, not the Lemon DApp itself; please add more error info and your OS.", author="u2")

    t = (U, "Integrity checksum failed when using sha1", "u1")
    f1 = (U, "Hello,\n\nif I clone the repo and try to `npm install` in order to run the examples, I get the following error:", "u1")
    rec(EI_RINF288, [t], f1[1], True, "ellipsis", ["the repo", "the following error"], "If I clone react-infinite and run `npm install` to run its examples, I get an integrity checksum error.", author="u1")
    # No printer's mark or name, only the failed checksum (ruling before df40, first clause): a follow-up, not lent.
    rec(EI_RINF288, [t, f1], EI_RINFSHA, True, "ellipsis", [], "npm install of react-infinite's examples fails: 'sha1-U3cW... integrity checksum failed when using sha1: wanted sha1-U3cW... but got sha512-MC/K...'.", author="u1")
    rec(EI_RINF288, [t, f1, (U, EI_RINFSHA, "u1")], "How can I fix this issue?\n\nThank you for your attention.", True, "pronoun", ["this issue"], "How can I fix the integrity checksum failure when running npm install for react-infinite's examples?", author="u1")
    lend(EI_RINF288, [t], EI_B_PHONEPE, SAME, EI_PHONEPE18)

    t = (U, "npm install ssri - EINTEGRITY error", "u1")
    # The title redone with its subject named (ruling before df36): a trap.
    rec(EI_SSRI7, [t], EI_B_SSRI, False, SAME, [], None, author="u1")
    rec(EI_SSRI7, [t, (U, EI_B_SSRI, "u1")], EI_B_SSRICMD, False, SAME, [], None, author="u1")
    rec(EI_SSRI7, [t, (U, EI_B_SSRI, "u1"), (U, EI_B_SSRICMD, "u1")], "Tried to clear caches for npm and nvm, no luck.", True, "ellipsis", ["no luck"], "Clearing the npm and nvm caches did not fix EINTEGRITY when installing ssri.", author="u1")
    rec(EI_SSRI7, [t, (U, EI_B_SSRI, "u1"), (U, EI_B_SSRICMD, "u1"), (U, "Tried to clear caches for npm and nvm, no luck.", "u1")], "@chrisschaub I have the same issue do you remember how you fix this?", True, "pronoun", ["the same issue", "this"], "@chrisschaub, I also get EINTEGRITY installing ssri; do you remember how you fixed it?", author="u2")

    t = (U, "Cannot install node_modules", "u1")
    h1 = (U, "Cannot install libraries, in npm it throws following error:", "u1")
    h3 = (U, "I am using command\n\nnpm i -f (as mentioned in Readme file)", "u1")
    rec(EI_PHONEPE18, [t], h1[1], True, "ellipsis", ["following error"], "I can't install pg-sdk-react-native-sample's libraries: npm throws EINTEGRITY.", author="u1")
    rec(EI_PHONEPE18, [t, h1], EI_B_PHONEPE, False, SAME, [], None, author="u1")
    rec(EI_PHONEPE18, [t, h1, (U, EI_B_PHONEPE, "u1")], h3[1], True, "ellipsis", ["Readme file"], "I install pg-sdk-react-native-sample's libraries with `npm i -f`, as its README says, and get EINTEGRITY.", author="u1")
    rec(EI_PHONEPE18, [t, h1, (U, EI_B_PHONEPE, "u1"), h3], "closing this as it doesn't look like phonepe issue. \n\ntry searching on google.\na quick search gave me this result: https://stackoverflow.com/questions/47545940/when-i-run-npm-install-it-returns-with-err-code-eintegrity-npm-5-3-0", True, "pronoun", ["this"], "Closing the npm EINTEGRITY report for pg-sdk-react-native-sample: it isn't a PhonePe issue; see https://stackoverflow.com/questions/47545940/...", author="u2")

    t = (U, "npm install failed in dev", "u1")
    rec(EI_SUICRUX100, [t], "In `dev`, I got this:", True, "pronoun", ["this"], "npm install fails on suicrux's `dev` branch with EINTEGRITY.", author="u1")
    rec(EI_SUICRUX100, [t, (U, "In `dev`, I got this:", "u1")], EI_B_SUICRUX, False, SAME, [], None, author="u1")
    lend(EI_SUICRUX100, [t], EI_B_COINIMP, SAME, EI_COINIMP10)


# ==== part 2 (helper cdf2, thirty-sixth pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# RC transmitters: EdgeTX firmware on hobby radios (RadioMaster, FrSky, Jumper, Flysky), binding receivers, mixes, switch warnings, Companion and the SD card pack
P2_ETX4186 = P2_GH + "EdgeTX/edgetx/issues/4186"
P2_ETX4361 = P2_GH + "EdgeTX/edgetx/issues/4361"
P2_ETX6495 = P2_GH + "EdgeTX/edgetx/issues/6495"
P2_ETX3384 = P2_GH + "EdgeTX/edgetx/issues/3384"
P2_ETX3732 = P2_GH + "EdgeTX/edgetx/issues/3732"
P2_ETX4652 = P2_GH + "EdgeTX/edgetx/issues/4652"
P2_ETX4030 = P2_GH + "EdgeTX/edgetx/issues/4030"
P2_ETX7312 = P2_GH + "EdgeTX/edgetx/issues/7312"
P2_ETX3534 = P2_GH + "EdgeTX/edgetx/issues/3534"
P2_ETX5762 = P2_GH + "EdgeTX/edgetx/issues/5762"
P2_ETX5568 = P2_GH + "EdgeTX/edgetx/issues/5568"
P2_ETX2568 = P2_GH + "EdgeTX/edgetx/issues/2568"
P2_ETX2968 = P2_GH + "EdgeTX/edgetx/issues/2968"
P2_ETX5610 = P2_GH + "EdgeTX/edgetx/issues/5610"
P2_ETX811 = P2_GH + "EdgeTX/edgetx/issues/811"
P2_ESD120 = P2_GH + "EdgeTX/edgetx-sdcard/issues/120"
P2_EUM30 = P2_GH + "EdgeTX/edgetx-user-manual/issues/30"

# bank sentences (RC transmitters): each a trap in its own thread
P2_E_CZECH = "My EdgeTX is last 2.9.1 Czech language version."
P2_E_X12S = "I am using X12S with IXJT"
P2_E_CPN271 = "I have downloaded the latest EdgeTX companion: Version 2.7.1 (a55aff02)."
P2_E_UNABLE = "EdgeTX Companion displays the \"Unable to find Radio SD Card\" as soon as I try any of the actions of the Read/Write Menu."
P2_E_OTXSIM = "Telemetry support in OTX Companion simulator has not been updated for quite a while."
P2_E_PLANS = "Does EdgeTX have plans to update Companion simulator so that it will handle all of the telemetry available?"


# Fujifilm cameras: film simulations and recipes in editors, photo blogs and LUT profiles, and the cameras' Wi-Fi protocol (Fudge, fuji-cam-wifi-tool, gphoto2, photo importers)
P2_FUD28 = P2_GH + "petabyt/fudge-legacy-android/issues/28"
P2_FUD19 = P2_GH + "petabyt/fudge-legacy-android/issues/19"
P2_FUD11 = P2_GH + "petabyt/fudge-legacy-android/issues/11"
P2_FUD6 = P2_GH + "petabyt/fudge-legacy-android/issues/6"
P2_FCW2 = P2_GH + "hkr/fuji-cam-wifi-tool/issues/2"
P2_FCW18 = P2_GH + "hkr/fuji-cam-wifi-tool/issues/18"
P2_FCW22 = P2_GH + "hkr/fuji-cam-wifi-tool/issues/22"
P2_LGP517 = P2_GH + "gphoto/libgphoto2/issues/517"
P2_GP340 = P2_GH + "gphoto/gphoto2/issues/340"
P2_RPD255 = P2_GH + "damonlynch/rapid-photo-downloader/issues/255"
P2_MPE4 = P2_GH + "xdadda/mini-photo-editor/issues/4"
P2_EPB122 = P2_GH + "sambecker/exif-photo-blog/issues/122"
P2_AFCP5 = P2_GH + "abpy/FujifilmCameraProfiles/issues/5"
P2_AFCP16 = P2_GH + "abpy/FujifilmCameraProfiles/issues/16"
P2_FCASE48 = P2_GH + "gosku/Filmcase/issues/48"

# bank sentences (Fujifilm cameras): each a trap in its own thread
P2_F_LOOKING = "I'm looking for ways to download film simulation recipes into FujiFilm cameras."
P2_F_XSTUDIO = "It is possible to save \"recipe\" settings into a camera using the Fujifilm X Studio app, but that's not handy as it is a desktop-only app."
P2_F_TWO = "For me I normally just want to download a photo or two after taking it to share."
P2_F_PROTOCOL = "I guess Fuji implemented a different protocol for each camera depending on hardware ?"
P2_F_NOXT2 = "Unfortunately I don't have access to a X-T2 camera."
P2_F_DUMPS = "I have an X-T2 and have made dumps with wireshark 2.x from the iOS Fuji app as it does live view, fires shutter, etc."
P2_F_XTSERIES = "All Fuji X-T series work with the fuji wifi app; even cheaper models such as my X-T100 support shooting/live view over wifi even though they don't support it over USB."
P2_F_XACQ = "I tested Fuji X-Acquire with the X-T3 and it can only read the state of the camera (including BULB), but it cannot release the shutter."
P2_F_WEBCAM = "i tried also fuji webcam, but it dos not have remote capture mode (just live view streaming with some control)"
P2_F_FEATURE = "[Film simulations](https://fujifilm-x.com/en-us/exposure-center/get-to-grips-with-film-simulation-modes/) are a feature of Fuji cameras."

# Stardew Valley modding: the Stardrop mod manager (Nexus Mods downloads and NXM links, profiles, collections), SMAPI on Android and in a multiplayer Docker server
P2_SD375 = P2_GH + "Floogen/Stardrop/issues/375"
P2_SD85 = P2_GH + "Floogen/Stardrop/issues/85"
P2_SD111 = P2_GH + "Floogen/Stardrop/issues/111"
P2_SD82 = P2_GH + "Floogen/Stardrop/issues/82"
P2_SD100 = P2_GH + "Floogen/Stardrop/issues/100"
P2_SD123 = P2_GH + "Floogen/Stardrop/issues/123"
P2_SD263 = P2_GH + "Floogen/Stardrop/issues/263"
P2_SD267 = P2_GH + "Floogen/Stardrop/issues/267"
P2_SD286 = P2_GH + "Floogen/Stardrop/issues/286"
P2_SD320 = P2_GH + "Floogen/Stardrop/issues/320"
P2_SD116 = P2_GH + "Floogen/Stardrop/issues/116"
P2_SD182 = P2_GH + "Floogen/Stardrop/issues/182"
P2_SAI109 = P2_GH + "MartyrPher/SMAPI-Android-Installer/issues/109"
P2_SMD24 = P2_GH + "printfuck/stardew-multiplayer-docker/pull/24"

# bank sentences (Stardew Valley modding): each a trap in its own thread
P2_S_NXMOPEN = "After updating to 1.10.2 (at least), I began experiencing Stardrop opening whenever I tried a 'mod manager' download for anything from Nexus."
P2_S_REMOVENXM = "You can use the \"Remove NXM Association\" button in the Settings window to prevent Stardrop from appearing when using Nexus Mods' \"Mod Manager\" download."
P2_S_GITBOOK = "The GitBook page says that mod manager downloads work with Stardrop, but I'm not sure how that works."
P2_S_LINUX = "EDIT: I am on Linux btw"
P2_S_KIDS = "I'm currently experiencing issues adding multiple mods to Stardrop - examples include the Stardew Kids Expansion, Pinkstations Hilltop Farm Map, and Pinkstations Riverland Farm Map."
P2_S_NOCOLL = "I don't believe Nexus Mods has opened up their API for collections, so Stardrop does not have a viable avenue to support them."
P2_S_PROXY = "I would like to use [NXM Proxy](https://www.nexusmods.com/site/mods/288) so I can continue to use Vortex and/or other mod managers for my other games."
P2_S_CLI = "Can I install a mod via the command line with Stardrop, and if so what parameters should I pass?"
P2_S_NXMFLAG = "To get stardrop to install mods, use `--nxm` on the command line"
P2_S_ASSOC = "At no point does Stardrop attempt to associate itself with NXM links."
P2_S_UNZIP = "The LookupAnything manifest was empty because I didn't unzip it, and I also didn't put it in the right folder."
P2_S_MAC = "I am playing on a Mac and I downloaded the latest update of Stardrop (1.8.4) this morning (2/10/2026) when I saw there was an update."
P2_S_SKIPPED = "[SMAPI]    Skipped mods\n[SMAPI]    --------------------------------------------------\n[SMAPI]       These mods could not be added to your game.\n\n[SMAPI]       - Stardrop Installed Mods because it contains files, but none of them are manifest.json."

# Factorio multiplayer: mods (Nanobots, Dectorio, Helmod, YARM, LTN, Factorissimo, waterfill) desyncing players on headless and dedicated servers
P2_NANO51 = P2_GH + "Nexela/Nanobots/issues/51"
P2_DECT71 = P2_GH + "jpanther/dectorio/issues/71"
P2_HELM32 = P2_GH + "Helfima/helmod/issues/32"
P2_HELM245 = P2_GH + "Helfima/helmod/issues/245"
P2_HELM254 = P2_GH + "Helfima/helmod/issues/254"
P2_WFILL5 = P2_GH + "un-smurf/waterfill/issues/5"
P2_MKFG8 = P2_GH + "mk-fg/games/issues/8"
P2_YARM65 = P2_GH + "narc0tiq/YARM/issues/65"
P2_LTN120 = P2_GH + "0ptera/Logistic-Train-Network/issues/120"
P2_FISS260 = P2_GH + "notnotmelon/factorissimo-2-notnotmelon/issues/260"

# bank sentences (Factorio multiplayer): each a trap in its own thread
P2_K_NANO = "When joining a headless server and using nanobots for the first time since disconnect a desync occurs."
P2_K_DECTORIO = "I recently startet a new Factorio run with a friend of mine on a headless server and this time around we decided to add Dectorio to our setup."
P2_K_HELMOD = "Since Factorio Update to Beta Version 10 Helmod is causing desyncs when doing any change to the planners."
P2_K_DEDICATED = "We are running factorio on a dedicated server right now."
P2_K_STEP = "Also, I remember reading-up on Factorio and it's a game built to step sequentially--there's a word they used to describe that but I'm drawing a blank atm."
P2_K_ALLGAMES = "All games in a multiplayer scenario have to \"step in sync.\""
P2_K_CRC = "`  34.522 Error GameActionHandler.cpp:2676: Multiplayer desynchronisation: crc test (heuristic) failed for crcTick(18621407) serverCRC(880134861) localCRC(1558050798)`"
P2_K_DISABLE = "Disabling Factorissimo3 causes heavy mode to not exhibit any CRC failures."

# Foundry VTT tabletop modules: token modules (Token Mold, Token HUD Wildcard, Multi Token Edit, Token Magic FX, Token Variants, Multilevel Tokens, Monk's Little Details) after Foundry's major version updates
P2_TMOLD204 = P2_GH + "Moerill/token-mold/issues/204"
P2_TMOLD167 = P2_GH + "Moerill/token-mold/issues/167"
P2_THW33 = P2_GH + "javieros105/FVTT-TokenHUDWildcard/issues/33"
P2_MTE34 = P2_GH + "Aedif/multi-token-edit/issues/34"
P2_TMAG268 = P2_GH + "Feu-Secret/Tokenmagic/issues/268"
P2_TMAG246 = P2_GH + "Feu-Secret/Tokenmagic/issues/246"
P2_TMAG310 = P2_GH + "Feu-Secret/Tokenmagic/issues/310"
P2_MLD295 = P2_GH + "ironmonk108/monks-little-details/issues/295"
P2_TVAR158 = P2_GH + "Aedif/TokenVariants/issues/158"
P2_MLT152 = P2_GH + "grandseiken/foundryvtt-multilevel-tokens/pull/152"

# bank sentences (Foundry VTT modules): each a trap in its own thread
P2_V_USEFUL = "everytime you forget how useful a module is, until you update and find that it is incompatible and you suddenly miss the features you took for granted."
P2_V_V11 = "Token mold has completely stopped working with foundry V11"
P2_V_DEPS = "Gettign the message\nThe module \"token-mold\" contains \"dependencies\" which is deprecated in favor of \"relationships.requires\""
P2_V_LIBWRAP = "LibWrapperPackageError: Error thrown in hooked function 'init' for hook 'init'. Error detected in module Monk's Little Details. It is likely this module has not been updated for FVTT Version 12 Testing 3."

# Balatro modding: the Lovely injector and Steamodded (smods) loading mods into the card game, and joker mods' crash screens
P2_LOV44 = P2_GH + "ethangreen-dev/lovely-injector/issues/44"
P2_LOV204 = P2_GH + "ethangreen-dev/lovely-injector/issues/204"
P2_LOV258 = P2_GH + "ethangreen-dev/lovely-injector/issues/258"
P2_LOV109 = P2_GH + "ethangreen-dev/lovely-injector/issues/109"
P2_LOV360 = P2_GH + "ethangreen-dev/lovely-injector/issues/360"
P2_LOV150 = P2_GH + "ethangreen-dev/lovely-injector/issues/150"
P2_LOV176 = P2_GH + "ethangreen-dev/lovely-injector/issues/176"
P2_LOV280 = P2_GH + "ethangreen-dev/lovely-injector/issues/280"
P2_AWB91 = P2_GH + "jie65535/awesome-balatro/issues/91"
P2_SMODS599 = P2_GH + "Steamodded/smods/issues/599"
P2_PAPER204 = P2_GH + "Balatro-Paperback/paperback/issues/204"
P2_YAHI49 = P2_GH + "Yahiamice/yahimod-balatro/issues/49"
P2_BPREV12 = P2_GH + "DivvyCr/Balatro-Preview/issues/12"

# bank sentences (Balatro modding): each a trap in its own thread
P2_B_WINDOW = "I would also like to mention that the lovely window does open, so lovely itself is working; however it doesnt take any mods into account."
P2_B_IMPORTANT = "**Important:** Mods with Lovely patch files (lovely.toml or in lovely/*.toml) must be installed into their own folder within the mod directory. No exceptions!"
P2_B_NOTACT = "I added the lovely injector and yet when i open balatro nothing happens and lovely doesn't activate and mod file doesn't start up"
P2_B_XBOX = "When I want to add a mod and go to the AppData folder after downloading Lovely Injector I can't find the Balatro folder I download the game from the Xbox app can someone help me ."
P2_B_PANIC = "lovely-injector has crashed:\n\npanicked at crates\\lovely-core\\src\\log.rs:51:37:\n\ncalled \u2018Result::unwrap0' on an \u2018Err' value: Os { code: 5, kind:\nPermissionDenied, message: \"Access is denied.\" }"
P2_B_NESTED = "Is there another smods-main folder inside your smods-main folder?"
P2_B_CRASHED = "Balatro crashed when started up with Lovely Injector installed, error message here:"
P2_B_APINO = "\"API loaded no\" is a normal log that always happens and relates to the Steam API, not any mods."
P2_B_NORMAL = "Oops! The game crashed:\n[SMODS paperback \"content/joker/the_normal_joker.lua\"]:19: attempt to index field 'center' (a nil value)"
P2_B_YAHI = "Oops! The game crashed:\n[SMODS Yahimod \"items/jokers.lua\"]:4224: attempt to index local 'card' (a nil value)"

# Beat Saber mods: custom songs and mod installers (Mod Assistant, BSManager, BMBF on Quest, SideQuest, the song loader, PlaylistManager) after game updates
P2_MA35 = P2_GH + "bsmg/ModAssistant/issues/35"
P2_MA297 = P2_GH + "bsmg/ModAssistant/issues/297"
P2_SQ459 = P2_GH + "the-expanse/SideQuest/issues/459"
P2_BSM617 = P2_GH + "Zagrios/bs-manager/issues/617"
P2_BSSL23 = P2_GH + "xyonico/BeatSaberSongLoader/issues/23"
P2_BSSL16 = P2_GH + "xyonico/BeatSaberSongLoader/issues/16"
P2_BSSL19 = P2_GH + "xyonico/BeatSaberSongLoader/issues/19"
P2_PLM80 = P2_GH + "rithik-b/PlaylistManager/issues/80"
P2_BMBF19 = P2_GH + "kihecido/BMBF/issues/19"
P2_BMBF60 = P2_GH + "kihecido/BMBF/issues/60"

# bank sentences (Beat Saber mods): each a trap in its own thread
P2_W_MOSTMODS = "After the recent Beat Saber update most mods are broken."
P2_W_UNRELATED = "Mod Assistant is unrelated to the Beat Saber version."
P2_W_BMBF = "BMBF won't load after I updated Beat Saber."
P2_W_WHEN = "Do you know if/when BMBF will update?"
P2_W_V0111 = "I have beatsaber version 0.11.1 (updated an hour ago acording to oculus)"
P2_W_FILTERED = "You can safely assume that any mod that isn't available on BSManager for that current version that was available on the previous game version was manually filtered out due to incompatibility with that version."
P2_W_NEEDSUPD = "PlaylistManager needs an update and I'll get to it when I'll get a chance to."
P2_W_RIFT = "I'm on Oculus rift S and Beatsaber version 1.13.2."
P2_W_VIVE = "I'm on Vive and Steam VR and Beatsaber 1.13.2 version."
P2_W_360 = "I updated my beat saber to the latest version (the 360 one) and I reinstalled BMBF."
P2_W_QUEST = "BTW I'm on quest"
P2_W_BEEF = "i was trying to use beat sabers today with custom songs using BMBF i text comes up saying (BMBF beat saber broken major beef feelings) i have downloaded BMBF more than 1 time that seems not to help it"
P2_QUESTION_ONLY: tuple[str, ...] = ()


AREAS = [_pgconfig, _mysqlconfig, _resizeobserver, _stdlibext, _jestopen, _hookcall, _tsext, _forksafety, _aptclock, _eintegrity]
QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:
        area(rec, U, A, lend)
    load_part2(rec, U, A)


def P2_rcradios(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- RC transmitters: EdgeTX firmware on hobby radios, binding, mixes, switch warnings, Companion, SD card pack ----
    t = (U, "X.Lite Pro not possible to bind receiver", "u1")
    a1 = (U, "On my Taranis X-Lite Pro Is not possible to bind new Access receiver (Archer R4 and Archer SR6 tried).", "u1")
    a2 = (U, "The last firmware on both Rx installed.", "u1")
    a4 = "I find, that When I try to press SHIFT button, so is Receiver binded at background (servos are reacting), but on screen still stay \"bind waiting window\" and until Transmitter power off is not gone."
    # What fails is the firmware's binding, EdgeTX left out (ruling before df37, first clause).
    rec(P2_ETX4186, [t], a1[1], True, "ellipsis", [], "With EdgeTX on my Taranis X-Lite Pro it is not possible to bind a new ACCESS receiver (Archer R4 and Archer SR6 tried).", author="u1")
    rec(P2_ETX4186, [t, a1], a2[1], True, "ellipsis", ["both Rx"], "The latest firmware is installed on both ACCESS receivers (Archer R4 and Archer SR6) that EdgeTX on my Taranis X-Lite Pro fails to bind.", author="u1")
    # Names EdgeTX and its version in a complete first-person sentence (rule 1): a trap.
    rec(P2_ETX4186, [t, a1, a2], P2_E_CZECH, False, SAME, [], None, author="u1")
    rec(P2_ETX4186, [t, a1, a2, (U, P2_E_CZECH, "u1")], a4, True, "ellipsis", ["Receiver", "Transmitter"], "On my Taranis X-Lite Pro with EdgeTX 2.9.1, pressing SHIFT binds the ACCESS receiver in the background (servos react), but the bind waiting window stays on screen until the transmitter is powered off.", author="u1")
    lend(P2_ETX4186, [t], P2_E_X12S, SAME, P2_ETX4030)

    t = (U, "Some Mixes no longer work in v2.9.2", "u1")
    b1 = (U, "When updating from v2.9.1 to v2.9.2, I notice that several mixes no longer fully work under v2.9.2.", "u1")
    b2 = (U, "I have a rescue mode that skips a line and a spinfix mix that no longer works.", "u1")
    b3 = (U, "When reinstalling back to 9.1, everything works normally again.", "u1")
    b4 = (U, "Anyone else having such problems?", "u1")
    b5 = "Please upload a copy of the affected mode"
    rec(P2_ETX4361, [t], b1[1], True, "ellipsis", [], "When updating EdgeTX from v2.9.1 to v2.9.2 on my RadioMaster TX16S, several mixes no longer fully work.", author="u1")
    # "no longer works" is the update only the thread names (rule 6).
    rec(P2_ETX4361, [t, b1], b2[1], True, "ellipsis", ["no longer works"], "Since updating EdgeTX to v2.9.2, my rescue mode mix that skips a line and my spinfix mix no longer work.", author="u1")
    rec(P2_ETX4361, [t, b1, b2], b3[1], True, "ellipsis", [], "When I reinstall EdgeTX 2.9.1 over 2.9.2, my rescue mode and spinfix mixes work normally again.", author="u1")
    rec(P2_ETX4361, [t, b1, b2, b3], b4[1], True, "pronoun", ["such problems"], "Is anyone else having mixes stop working after updating EdgeTX from 2.9.1 to 2.9.2?", author="u1")
    rec(P2_ETX4361, [t, b1, b2, b3, b4], b5, True, "pronoun", ["the affected mode"], "Please upload a copy of the EdgeTX model whose mixes stopped working in v2.9.2.", author="u2")
    lend(P2_ETX4361, [t, b1], P2_E_CPN271, SAME, P2_ETX2568)

    t = (U, "SA SD switch warnings did not exist", "u1")
    d1 = (U, "I whant to enable SA SD switch warning on radiomaster pocket, but there is no such option.", "u1")
    d2 = (U, "Only SB SC SE switches are available to configure on switch warning tab", "u1")
    d3 = "Solved. Not a bug"
    rec(P2_ETX6495, [t], d1[1], True, "ellipsis", [], "I want to enable SA and SD switch warnings in EdgeTX 2.11.2 on my RadioMaster Pocket, but there is no such option.", author="u1")
    rec(P2_ETX6495, [t, d1], d2[1], True, "ellipsis", [], "Only the SB, SC and SE switches are available on EdgeTX's switch warning tab on my RadioMaster Pocket, not SA and SD.", author="u1")
    rec(P2_ETX6495, [t, d1, d2], d3, True, "ellipsis", [], "The missing SA and SD switch warnings in EdgeTX 2.11.2 on the RadioMaster Pocket are solved and not a bug.", author="u1")
    lend(P2_ETX6495, [t], P2_E_OTXSIM, SAME, P2_ETX811)
    lend(P2_ETX6495, [t, d1], P2_E_CZECH, SAME, P2_ETX4186)
    lend(P2_ETX6495, [t, d1, d2], P2_E_UNABLE, SAME, P2_ETX2968)

    t = (U, "BUG of EL18 internal RF switching model.", "u1")
    e1 = (U, "The transmitter cannot be connected to the receiver after switching models.", "u1")
    e2 = (U, "EL18 and internal RF AFHDS3.", "u1")
    e3 = "Select MODEL1, TX cannot be connected to RXA"
    rec(P2_ETX3384, [t], e1[1], True, "ellipsis", ["The transmitter"], "With EdgeTX 2.8.0 my Flysky EL18 transmitter cannot connect to the receiver after switching models on its internal RF module.", author="u1")
    # An environment fragment leans on the thread (rule 1, rule 6).
    rec(P2_ETX3384, [t, e1], e2[1], True, "ellipsis", [], "The EdgeTX model-switching bug is on a Flysky EL18 with its internal AFHDS3 RF module.", author="u1")
    rec(P2_ETX3384, [t, e1, e2], e3, True, "ellipsis", ["MODEL1", "RXA"], "After binding model 1 to receiver A with RX ID 0 and model 2 to receiver B with RX ID 1 on a Flysky EL18 with EdgeTX, selecting model 1 again the transmitter cannot connect to receiver A.", author="u1")
    lend(P2_ETX3384, [t, e1], P2_E_UNABLE, SAME, P2_ETX2968)
    lend(P2_ETX3384, [t, e1, e2], P2_E_CZECH, SAME, P2_ETX4186)

    t = (U, "v1 in logical switches is shifting with next 2 steps on each boot", "u1")
    f1 = (U, "it changes to T5+/- then T6, L1 etc.", "u1")
    f2 = (U, "Model file may be corrupted during connection of transmitter in sd-card USB storage mode.", "u1")
    f3 = (U, "Transmitter drops USB connection often and just turns off.", "u1")
    f4 = "Please try lastest nightly, I think I fix"
    rec(P2_ETX3732, [t], f1[1], True, "pronoun", ["it"], "In EdgeTX, the v1 value of my logical switch changes on each boot to T5+/-, then T6, L1 and so on.", author="u1")
    # "transmitter" is the user's Jumper T-Pro only the thread names, and the model file is EdgeTX's (the ruling before df36's subject only the thread gives).
    rec(P2_ETX3732, [t, f1], f2[1], True, "ellipsis", ["transmitter"], "My EdgeTX model file may be corrupted while my Jumper T-Pro is connected in SD-card USB storage mode.", author="u1")
    rec(P2_ETX3732, [t, f1, f2], f3[1], True, "ellipsis", ["Transmitter"], "My Jumper T-Pro with EdgeTX often drops the USB connection in SD-card storage mode and just turns off.", author="u1")
    rec(P2_ETX3732, [t, f1, f2, f3], f4, True, "ellipsis", [], "Please try the latest EdgeTX nightly; I think I fixed the logical switch v1 value shifting on each boot.", author="u2")
    lend(P2_ETX3732, [t], P2_E_PLANS, SELF, P2_ETX811)
    lend(P2_ETX3732, [t, f1], P2_E_X12S, SAME, P2_ETX4030)

    t = (U, "Preflight Checks: - Setting any switch to type \"None\" or \"Toggle\" breaks Preflight Check buttons to the right.", "u1")
    g1 = (U, "I am on 2.9.4, I also tried 2.9.3, 2.9.2 and problem remained.", "u1")
    g2 = (U, "Switching to 2.8.5 the issue was resolved.", "u1")
    g3 = (U, "I did not see any issue in Companion though did not thoroughly test.", "u1")
    g4 = "If I set my toggle as a \"2POS\" the problem does not occur."
    rec(P2_ETX4652, [t], g1[1], True, "ellipsis", ["problem"], "On EdgeTX 2.9.4, and also 2.9.3 and 2.9.2, setting a switch to type None or Toggle still breaks the Preflight Check buttons to its right.", author="u1")
    rec(P2_ETX4652, [t, g1], g2[1], True, "ellipsis", ["the issue"], "Switching to EdgeTX 2.8.5 resolved the broken Preflight Check buttons after a switch set to None or Toggle.", author="u1")
    rec(P2_ETX4652, [t, g1, g2], g3[1], True, "ellipsis", ["any issue"], "I did not see the broken Preflight Check buttons in EdgeTX Companion, though I did not test thoroughly.", author="u1")
    rec(P2_ETX4652, [t, g1, g2, g3], g4, True, "pronoun", ["the problem"], "If I set my toggle switch as 2POS, EdgeTX's Preflight Check buttons do not break.", author="u1")
    lend(P2_ETX4652, [t, g1], P2_E_OTXSIM, SAME, P2_ETX811)

    t = (U, "EMERGENCY MODE WHEN ASKING EXTERNAL ANTENNA", "u1")
    h1 = (U, "If you have a model with the option \"ASK\" for selecting internal or external antenna on startup, and you have any switch in a different position than the model default positions, system crash when you put the switches to the required position and goes to EMERGENCY MODE without asking for the antenna type.", "u1")
    h3 = (U, "It should ask for the antenna as normal startup.", "u1")
    h4 = "Could you please upload the `radio.yml` and model file (`modelXX.yml`) in question?"
    h5 = "I'm having issues reproducing"
    rec(P2_ETX4030, [t], h1[1], True, "ellipsis", ["system"], "In EdgeTX 2.9.0, with a model set to ASK for the internal or external antenna on startup and a switch out of its default position, the radio crashes into emergency mode when I correct the switch, without asking for the antenna.", author="u1")
    # The user's own radio and module named in full, nothing of EdgeTX (ruling before df37, own-device clause): a trap.
    rec(P2_ETX4030, [t, h1], P2_E_X12S, False, SAME, [], None, author="u1")
    rec(P2_ETX4030, [t, h1, (U, P2_E_X12S, "u1")], h3[1], True, "pronoun", ["It"], "EdgeTX should ask for the antenna type as on a normal startup even after a switch warning.", author="u1")
    rec(P2_ETX4030, [t, h1, (U, P2_E_X12S, "u1"), h3], h4, True, "ellipsis", ["in question"], "Could you upload the `radio.yml` and the model file (`modelXX.yml`) of the EdgeTX model that crashes into emergency mode when asking for the antenna?", author="u2")
    rec(P2_ETX4030, [t, h1, (U, P2_E_X12S, "u1"), h3, (A, h4, "u2")], h5, True, "ellipsis", [], "I'm having issues reproducing the EdgeTX emergency-mode crash when a model asks for the external antenna.", author="u2")

    t = (U, "2.12 Turning the radio on with switch warnings causes it to get stuck", "u1")
    i1 = (U, "I updated to 2.12 on my Radiomaster GX12.", "u1")
    i2 = (U, "The workaround I found was to correct the switch positions and restart the radio.", "u1")
    i3 = (A, "Cannot reproduce here, working fine here.", "u2")
    i4 = (A, "Flashed GX12 using buddy with 2.12.0.", "u2")
    i5 = "Does it happen also with a new model ?"
    # "2.12" is EdgeTX's version only the thread names (rule 1).
    rec(P2_ETX7312, [t], i1[1], True, "ellipsis", ["2.12"], "I updated my RadioMaster GX12 to EdgeTX 2.12.", author="u1")
    rec(P2_ETX7312, [t, i1], i2[1], True, "ellipsis", ["The workaround"], "The workaround I found for EdgeTX 2.12 getting stuck on switch warnings at power-on is to correct the switch positions and restart the radio.", author="u1")
    rec(P2_ETX7312, [t, i1, i2], i3[1], True, "ellipsis", [], "I cannot reproduce EdgeTX 2.12 getting stuck on switch warnings at power-on; it works fine here.", author="u2")
    rec(P2_ETX7312, [t, i1, i2, i3], i4[1], True, "ellipsis", [], "I flashed EdgeTX 2.12.0 to a RadioMaster GX12 using EdgeTX Buddy to try the switch-warning hang.", author="u2")
    rec(P2_ETX7312, [t, i1, i2, i3, i4], i5, True, "pronoun", ["it"], "Does EdgeTX 2.12 also get stuck on switch warnings at power-on with a new model?", author="u2")
    lend(P2_ETX7312, [t, i1], P2_E_PLANS, SELF, P2_ETX811)

    t = (U, "TX16S Hang with Sound+Vibration Loop when Switching Models with Rx Connected", "u1")
    j1 = (U, "When a quad is connected to my Radiomaster TX16S radio, and I attempt to change to a different model profile via the touchscreen, the radio will refuse any new inputs, and begin vibrating constantly while repeating \"receiver still connected\" for approximately 10 seconds before rebooting.", "u1")
    j2 = (U, "It will then be in Emergency Mode until power cycled again.", "u1")
    j3 = "This is using an external ELRS module (Happymodel ES24TX Pro)"
    rec(P2_ETX3534, [t], j1[1], True, "ellipsis", [], "With EdgeTX 2.8.1, when a quad is connected to my RadioMaster TX16S and I change to a different model via the touchscreen, the radio refuses input and vibrates, repeating \"receiver still connected\" for about 10 seconds before rebooting.", author="u1")
    rec(P2_ETX3534, [t, j1], j2[1], True, "pronoun", ["It"], "After the model-switch hang, my RadioMaster TX16S with EdgeTX stays in Emergency Mode until it is power cycled again.", author="u1")
    rec(P2_ETX3534, [t, j1, j2], j3, True, "pronoun", ["This"], "My RadioMaster TX16S that hangs with EdgeTX when switching models uses an external ELRS module (Happymodel ES24TX Pro).", author="u1")
    lend(P2_ETX3534, [t], P2_E_CPN271, SAME, P2_ETX2568)

    t = (U, "MT12 Trim T1 Assigned to Trim T3", "u1")
    k1 = (U, "Not sure this is a bug or just something strange with my radio.", "u1")
    k2 = (U, "I've replaced the SD card and re-flashed the radio with v2.10.5 but I'm still seeing this issue.", "u1")
    k3 = "Disregard this issue, I dissembled the radio only to find out that the ribbon cable going to the trim switches and other controls was dislodged."
    rec(P2_ETX5762, [t, k1], k2[1], True, "pronoun", ["this issue"], "I've replaced the SD card and re-flashed my RadioMaster MT12 with EdgeTX v2.10.5, but trim T1 still moves trim T3.", author="u1")
    rec(P2_ETX5762, [t, k1, k2], k3, True, "pronoun", ["this issue"], "Disregard my report of trim T1 moving trim T3 on my RadioMaster MT12 with EdgeTX: the ribbon cable to the trim switches and other controls was dislodged.", author="u1")
    lend(P2_ETX5762, [t, k1], P2_E_CZECH, SAME, P2_ETX4186)
    lend(P2_ETX5762, [t], P2_E_UNABLE, SAME, P2_ETX2968)

    t = (U, "After update >Mix20 doesnt work.", "u1")
    l1 = (U, "After transmitter firmware update the mixer >ch20 do not work.", "u1")
    l2 = (U, "New models are not afected.", "u1")
    l3 = "It was the mix ch20."
    rec(P2_ETX5568, [t], l1[1], True, "ellipsis", [], "After updating my RadioMaster Pocket to EdgeTX 2.10.4, the mixes above channel 20 do not work.", author="u1")
    rec(P2_ETX5568, [t, l1], l2[1], True, "ellipsis", [], "New models are not affected by mixes above channel 20 failing after the EdgeTX 2.10.4 update.", author="u1")
    rec(P2_ETX5568, [t, l1, l2], l3, True, "pronoun", ["It"], "The cause of my mixes above channel 20 failing after the EdgeTX update was the mix on channel 20.", author="u1")
    lend(P2_ETX5568, [t, l1], P2_E_X12S, SAME, P2_ETX4030)
    lend(P2_ETX5568, [t], P2_E_CZECH, SAME, P2_ETX4186)
    lend(P2_ETX5568, [t, l1, l2], P2_E_PLANS, SELF, P2_ETX811)

    t = (U, "EdgeTX Companion 2.7.1 cannot find SD card on Mac OS.", "u1")
    m2 = (A, "Fixed in #2564", "u2")
    m3 = (U, "I still have this exact problem, even with RC3 of the companion app which renders it useless at this point :(", "u3")
    m4 = (U, "How far away is RC4 ?", "u3")
    m5 = (A, "Next few days.", "u4")
    m6 = "awesome, it works now."
    # Names the project and its version in full (rule 1): a trap.
    rec(P2_ETX2568, [t], P2_E_CPN271, False, SAME, [], None, author="u1")
    m1 = (U, P2_E_CPN271, "u1")
    # An issue number the history never named is no back-reference; what was fixed is left out (ruling before df37).
    rec(P2_ETX2568, [t, m1], m2[1], True, "ellipsis", [], "EdgeTX Companion 2.7.1 not finding the radio's SD card on macOS is fixed in EdgeTX pull request #2564.", author="u2")
    rec(P2_ETX2568, [t, m1, m2], m3[1], True, "pronoun", ["this exact problem"], "EdgeTX Companion still cannot find the radio's SD card on macOS, even with the RC3 of Companion, which makes it useless for me.", author="u3")
    rec(P2_ETX2568, [t, m1, m2, m3], m4[1], True, "ellipsis", ["RC4"], "How far away is the RC4 of EdgeTX Companion 2.8?", author="u3")
    rec(P2_ETX2568, [t, m1, m2, m3, m4], m5[1], True, "ellipsis", [], "EdgeTX Companion 2.8 RC4 is a few days away.", author="u4")
    rec(P2_ETX2568, [t, m1, m2, m3, m4, m5], m6, True, "pronoun", ["it"], "The latest EdgeTX 2.8 branch build of Companion now finds the radio's SD card on macOS.", author="u3")

    t = (U, "[Solved] RadioMaster TX12 MkII Companion connection problem", "u1")
    n2 = (U, "The problem remains after installing the universal driver replacement software Zadig.exe from https://zadig.akeo.ie/, as specified in the TX12 User's manual.", "u1")
    n3 = (U, "Problem was due to the installation of the Zadig drivers", "u1")
    n4 = "Fantastic. Glad you got it working :)"
    # Names EdgeTX Companion and quotes its message in full (rule 1): a trap.
    rec(P2_ETX2968, [t], P2_E_UNABLE, False, SAME, [], None, author="u1")
    n1 = (U, P2_E_UNABLE, "u1")
    rec(P2_ETX2968, [t, n1], n2[1], True, "pronoun", ["The problem"], "EdgeTX Companion still shows \"Unable to find Radio SD Card\" for my RadioMaster TX12 MkII after installing the Zadig.exe driver replacement, as the TX12 user's manual says.", author="u1")
    rec(P2_ETX2968, [t, n1, n2], n3[1], True, "ellipsis", ["Problem"], "EdgeTX Companion's \"Unable to find Radio SD Card\" with my RadioMaster TX12 MkII was due to installing the Zadig drivers.", author="u1")
    rec(P2_ETX2968, [t, n1, n2, n3], n4, True, "pronoun", ["it"], "Glad you got EdgeTX Companion connecting to your RadioMaster TX12 MkII.", author="u2")
    lend(P2_ETX2968, [t], P2_E_CPN271, SAME, P2_ETX2568)

    t = (U, "edgeTX 2.1O.3+ does not work with Commando8", "u1")
    o1 = (U, "when i turn on my radio it doesn't pick up the sd card.", "u1")
    o2 = (A, "As per the release notes, 2.10.3 was the first version of 2.10.x that was safe to use with the Commando8.", "u2")
    o3 = (A, "What exactly do you mean by \"it does not pick up the SD card\" ??", "u2")
    o4 = "I cannot reproduce this with iFlight Commando8 running v2.10.4 - SD card is working fine"
    rec(P2_ETX5610, [t], o1[1], True, "ellipsis", [], "When I turn on my iFlight Commando8 with EdgeTX 2.10.4, it doesn't pick up the SD card.", author="u1")
    rec(P2_ETX5610, [t, o1], o2[1], True, "ellipsis", ["the release notes", "2.10.3"], "As per EdgeTX's release notes, EdgeTX 2.10.3 was the first 2.10.x version safe to use with the iFlight Commando8.", author="u2")
    rec(P2_ETX5610, [t, o1, o2], o3[1], True, "ellipsis", ["it does not pick up the SD card"], "What exactly do you mean by your iFlight Commando8 with EdgeTX 2.10.4 not picking up the SD card?", author="u2")
    rec(P2_ETX5610, [t, o1, o2, o3], o4, True, "pronoun", ["this"], "I cannot reproduce the SD card not being picked up with an iFlight Commando8 running EdgeTX v2.10.4; the SD card works fine.", author="u2")
    lend(P2_ETX5610, [t], P2_E_X12S, SAME, P2_ETX4030)
    lend(P2_ETX5610, [t, o1], P2_E_UNABLE, SAME, P2_ETX2968)

    t = (U, "Extending Companion telemetry simulation capabilites", "u1")
    q2 = (U, "The telemetry input screen is the same as it was several years ago.", "u1")
    # A general sentence naming its subject with no word only the thread resolves (ruling before df36): a trap.
    rec(P2_ETX811, [t], P2_E_OTXSIM, False, SAME, [], None, author="u1")
    q1 = (U, P2_E_OTXSIM, "u1")
    rec(P2_ETX811, [t, q1], q2[1], True, "ellipsis", ["The telemetry input screen"], "The telemetry input screen of the OpenTX Companion simulator is the same as it was several years ago.", author="u1")
    # "it" is the simulator inside the same question, which names EdgeTX (rule 2).
    rec(P2_ETX811, [t, q1, q2], P2_E_PLANS, False, SELF, [], None, author="u1")

    t = (U, "Edgetx Buddy Radiomaster Boxer sdcard", "u1")
    p1 = (U, "I can complete the Providence 2,9 firmware update, but i cannot get the sdcard to finish updating the providence 2.9 sdcard pack.", "u1")
    p2 = (U, "It keeps stopping and shutting the radio off during the sounds.", "u1")
    p3 = (A, "Is the radio battery more than half charged (i.e. it's not switching off because it's flat?)?", "u2")
    p4 = "Bad SD card..?"
    rec(P2_ESD120, [t], p1[1], True, "ellipsis", [], "With EdgeTX Buddy I can complete the EdgeTX 2.9 Providence firmware update on my RadioMaster Boxer, but I cannot get it to finish writing the 2.9 SD card pack.", author="u1")
    rec(P2_ESD120, [t, p1], p2[1], True, "pronoun", ["It"], "EdgeTX Buddy's SD card pack update keeps stopping and my RadioMaster Boxer shuts off while the sounds are written.", author="u1")
    rec(P2_ESD120, [t, p1, p2], p3[1], True, "ellipsis", ["the radio"], "Is your RadioMaster Boxer's battery more than half charged, so it is not switching off during the EdgeTX Buddy SD card update because it is flat?", author="u2")
    rec(P2_ESD120, [t, p1, p2, p3], p4, True, "ellipsis", [], "Is a bad SD card why EdgeTX Buddy's SD card pack update on my RadioMaster Boxer stops?", author="u1")
    lend(P2_ESD120, [t], P2_E_CPN271, SAME, P2_ETX2568)
    lend(P2_ESD120, [t, p1], P2_E_OTXSIM, SAME, P2_ETX811)

    t = (U, "Properly format SD card/Replace SD card/Resolve SD card Issues Guide", "u1")
    r1 = (U, "With the influx of users among RC communities displaying issues regarding SD cards, I've created a guide with a thorough explaination of the low quality devices manufacturers use and how they're created, along with steps for the user to back up their SD card by removing it from the transmitter and manually copying the files or using the the companion application.", "u1")
    r2 = (U, "I personally do not use the companion application, so that part is lacking and is simply referenced.", "u1")
    r3 = "Feel free to adjust or make suggestions where needed."
    rec(P2_EUM30, [t], r1[1], True, "ellipsis", [], "With the influx of users in RC communities with SD card issues, I've created a guide for EdgeTX radios on the low-quality SD cards manufacturers use and on backing up the SD card by copying its files or using EdgeTX Companion.", author="u1")
    rec(P2_EUM30, [t, r1], r2[1], True, "pronoun", ["that part"], "I personally do not use the EdgeTX Companion application, so the Companion part of my EdgeTX SD card guide is lacking and only referenced.", author="u1")
    rec(P2_EUM30, [t, r1, r2], r3, True, "ellipsis", [], "Feel free to adjust my guide to formatting, replacing and fixing EdgeTX radio SD cards, or make suggestions where needed.", author="u1")
    lend(P2_EUM30, [t, r1], P2_E_PLANS, SELF, P2_ETX811)


def P2_fujifilm(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Fujifilm cameras: film simulations and recipes, LUT profiles, the cameras' Wi-Fi protocol ----
    t = (U, "Recipe downloading and custom seeting manipulation", "u1")
    a0 = (U, "I recently came across your blog post https://danielc.dev/blog/2-years-of-fujihack/ and this project.", "u1")
    a3 = (U, "It would be great to swap out settings from a mobile device.", "u1")
    a4 = (U, "Have you found ways to manipulate the stored settings in the camera via the Q menu?", "u1")
    a5 = (A, "It's possible on newer cameras, but I don't have a camera that supports it.", "u2")
    a6 = "But whenever I get it working, it should be easy enough to get it working through the desktop and android client."
    # The user's goal named in full, nothing left to the thread (rule 1): a trap.
    rec(P2_FUD28, [t, a0], P2_F_LOOKING, False, SAME, [], None, author="u1")
    # Another product named in full, "it" inside the sentence (rule 2; ruling before df37, other-product clause).
    rec(P2_FUD28, [t, a0, (U, P2_F_LOOKING, "u1")], P2_F_XSTUDIO, False, SELF, [], None, author="u1")
    h = [t, a0, (U, P2_F_LOOKING, "u1"), (U, P2_F_XSTUDIO, "u1")]
    rec(P2_FUD28, h, a3[1], True, "ellipsis", ["settings"], "It would be great to swap out Fujifilm film simulation recipe settings from a mobile device with Fudge instead of the desktop-only X Studio app.", author="u1")
    rec(P2_FUD28, [*h, a3], a4[1], True, "ellipsis", ["the stored settings", "the camera"], "Has Fudge's developer found ways to manipulate the custom settings stored in a Fujifilm camera via the Q menu?", author="u1")
    rec(P2_FUD28, [*h, a3, a4], a5[1], True, "pronoun", ["It", "it"], "Manipulating the stored recipe settings over Fudge is possible on newer Fujifilm cameras, but I don't have a camera that supports it.", author="u2")
    rec(P2_FUD28, [*h, a3, a4, a5], a6, True, "pronoun", ["it"], "Whenever I get recipe setting manipulation working on newer Fujifilm cameras, it should be easy to offer through Fudge's desktop and Android clients.", author="u2")

    t = (U, "Would like to contribute for X100F compatibility", "u1")
    b2 = (U, "I'd like to contribute to this, my overall goal would be basically to get a button to fast-import all photos that have been taken since the last import, with as little overhead as possible.", "u1")
    b3 = (A, "I haven't heard this before.", "u2")
    b5 = (A, "Nonetheless, a very valid request.", "u2")
    b6 = "Right now I'm working on replacing PC AutoSave functionality (and wireless tether) which works the best for exactly what you describe, but both devices have to be connected to an WiFi network."
    rec(P2_FUD19, [t], b2[1], True, "pronoun", ["this"], "I'd like to contribute to Fudge's X100F support; my goal is a button that fast-imports all photos taken on the Fujifilm camera since the last import.", author="u1")
    rec(P2_FUD19, [t, b2], b3[1], True, "pronoun", ["this"], "I haven't heard the request for a Fudge button that fast-imports all photos since the last import before.", author="u2")
    # A complete first-person sentence naming its own subject, "it" the photo inside it (ruling before df36, answers; rule 2).
    rec(P2_FUD19, [t, b2, b3], P2_F_TWO, False, SELF, [], None, author="u2")
    rec(P2_FUD19, [t, b2, b3, (A, P2_F_TWO, "u2")], b5[1], True, "ellipsis", [], "Nonetheless, a button in Fudge to fast-import all photos since the last import is a very valid request.", author="u2")
    rec(P2_FUD19, [t, b2, b3, (A, P2_F_TWO, "u2"), b5], b6, True, "ellipsis", ["what you describe"], "Right now I'm replacing Fujifilm's PC AutoSave (and wireless tether) in Fudge, which works best for importing all new photos from the camera, but both devices have to be on a Wi-Fi network.", author="u2")
    lend(P2_FUD19, [t], P2_F_NOXT2, SAME, P2_FCW2)

    t = (U, "App does not work with X-T2", "u1")
    c1 = (U, "I tested your app with my Fuji X-T2 but could not make a connection between the two devices.", "u1")
    c3 = (U, "BTW, if you want me to test some stuff to make the app work, or send logs, let me know !", "u1")
    c4 = (A, "With the latest version I was able to get it working reliably on the X-H1.", "u2")
    c5 = (A, "What error did you get?", "u2")
    c6 = "Found likely cause of issue, will fix soon"
    rec(P2_FUD11, [t], c1[1], True, "pronoun", ["your app", "the two devices"], "I tested Fudge with my Fuji X-T2 but could not make a connection between the app and the camera.", author="u1")
    # A general guess naming its subject, no word only the thread resolves (ruling before df36): a trap.
    rec(P2_FUD11, [t, c1], P2_F_PROTOCOL, False, SAME, [], None, author="u1")
    h = [t, c1, (U, P2_F_PROTOCOL, "u1")]
    rec(P2_FUD11, h, c3[1], True, "pronoun", ["the app"], "If you want me to test things to make Fudge work with my Fuji X-T2, or send logs, let me know.", author="u1")
    rec(P2_FUD11, [*h, c3], c4[1], True, "pronoun", ["the latest version", "it"], "With the latest version of Fudge I got it connecting reliably to a Fuji X-H1.", author="u2")
    rec(P2_FUD11, [*h, c3, c4], c5[1], True, "ellipsis", [], "What error did you get when Fudge failed to connect to your Fuji X-T2?", author="u2")
    rec(P2_FUD11, [*h, c3, c4, c5], c6, True, "ellipsis", ["issue"], "I found the likely cause of Fudge not connecting to the Fuji X-T2 and will fix it soon.", author="u2")

    t = (U, "XT-20 Failed to configure mode with camera", "u1")
    d1 = (U, "Camera gets stuck here, \"Ok\" button does nothing", "u1")
    d2 = (A, "Seems to work perfectly until setting up mode, the X-T20 seems to specifically want nothing to do with it.", "u2")
    d3 = (U, "Is there anything I can do to help?", "u1")
    d4 = "I saw on the readme wifi packet dumps are needed, if there's a guide on how to do that, I'd happily contribute."
    rec(P2_FUD6, [t], d1[1], True, "pronoun", ["here"], "My Fuji X-T20 gets stuck at Fudge's \"Failed to configure mode with camera\" message, and the OK button does nothing.", author="u1")
    rec(P2_FUD6, [t, d1], d2[1], True, "ellipsis", ["it"], "Fudge seems to work perfectly with the Fuji X-T20 until setting up the mode, which the camera refuses.", author="u2")
    rec(P2_FUD6, [t, d1, d2], d3[1], True, "ellipsis", [], "Is there anything I can do to help Fudge support the Fuji X-T20?", author="u1")
    rec(P2_FUD6, [t, d1, d2, d3], d4, True, "ellipsis", ["the readme"], "Fudge's readme says Wi-Fi packet dumps are needed; if there's a guide on how to capture them from a Fuji X-T20, I'd happily contribute.", author="u1")
    lend(P2_FUD6, [t, d1], P2_F_XTSERIES, SELF, P2_LGP517)
    lend(P2_FUD6, [t], P2_F_WEBCAM, SELF, P2_GP340)

    t = (U, "X-T2 requires newer version", "u1")
    e1 = (U, "Hi there, I just discovered this and wanted to try it out.", "u1")
    e2 = (U, "Using an X-T2, I get an error when connecting:", "u1")
    e6 = (A, "The log that fuji_cam_wifi_tool prints to stdout might help, because it dumps most of the data that is sent and received.", "u2")
    e8 = "I can send these to whoever would like them - tag me in this thread."
    rec(P2_FCW2, [t], e1[1], True, "pronoun", ["this", "it"], "I just discovered fuji-cam-wifi-tool and wanted to try it out.", author="u1")
    rec(P2_FCW2, [t, e1], e2[1], True, "ellipsis", [], "Using a Fuji X-T2, I get an error when fuji-cam-wifi-tool connects.", author="u1")
    rec(P2_FCW2, [t, e1, e2], P2_F_NOXT2, False, SAME, [], None, author="u2")
    # What the log "might help" with is the thread's X-T2 error (rule 1).
    rec(P2_FCW2, [t, e1, e2, (A, P2_F_NOXT2, "u2")], e6[1], True, "ellipsis", [], "The log fuji_cam_wifi_tool prints to stdout might help with the X-T2's \"app is previous version\" error, because it dumps most of the data sent and received.", author="u2")
    rec(P2_FCW2, [t, e1, e2, (A, P2_F_NOXT2, "u2"), e6], P2_F_DUMPS, False, SELF, [], None, author="u3")
    rec(P2_FCW2, [t, e1, e2, (A, P2_F_NOXT2, "u2"), e6, (U, P2_F_DUMPS, "u3")], e8, True, "pronoun", ["these"], "I can send my Wireshark dumps of the iOS Fuji app talking to an X-T2 to whoever would like them for fuji-cam-wifi-tool.", author="u3")

    t = (U, "Connecting to camera for the first time", "u1")
    f1 = (U, "I have attempted to follow the second instruction `Connect your computer to the camera's Wifi Access Point (in ad-hoc mode)` to no avail with both my X-T1 and X100T.", "u1")
    f2 = (U, "I am not sure if these cameras are not supported by the software", "u1")
    f3 = (U, "I successfully downloaded and built this tool, but I have a suspicion that this prerequisite step isn't met regardless of the state of the software.", "u1")
    f4 = "In KDE neon, I was able to connect to an X-T30 with \"IPv4 method: Link-Local\" and \"Wi-Fi mode: Infrastructure\" (NOT ad-hoc)"
    rec(P2_FCW18, [t], f1[1], True, "ellipsis", ["the second instruction"], "I have tried fuji-cam-wifi-tool's second instruction, connecting the computer to the camera's Wi-Fi access point in ad-hoc mode, with no success on my X-T1 and X100T.", author="u1")
    rec(P2_FCW18, [t, f1], f2[1], True, "pronoun", ["these cameras", "the software"], "I am not sure whether the Fuji X-T1 and X100T are supported by fuji-cam-wifi-tool.", author="u1")
    rec(P2_FCW18, [t, f1, f2], f3[1], True, "pronoun", ["this tool", "this prerequisite step"], "I downloaded and built fuji-cam-wifi-tool, but I suspect connecting my computer to the Fuji camera's Wi-Fi access point fails regardless of the tool.", author="u1")
    # A setting offered as what fixes the thread's connection, "(NOT ad-hoc)" against its instruction (ruling before df38, bare fix).
    rec(P2_FCW18, [t, f1, f2, f3], f4, True, "ellipsis", ["NOT ad-hoc"], "In KDE neon I connected my computer to a Fuji X-T30's Wi-Fi for fuji-cam-wifi-tool with \"IPv4 method: Link-Local\" and \"Wi-Fi mode: Infrastructure\" instead of the ad-hoc mode its instructions give.", author="u2")
    lend(P2_FCW18, [t], P2_F_PROTOCOL, SAME, P2_FUD11)
    lend(P2_FCW18, [t, f1], P2_F_FEATURE, SAME, P2_EPB122)

    t = (U, "Not able to connect on x-t5", "u1")
    g1 = (U, "Trying to connect to an x-t5 (latest fw) but no luck, apparently it is not able to connect.", "u1")
    g2 = (U, "I even tried to connect with tether but the ports are closed (and a port scan gives no luck at all)", "u1")
    g3 = (U, "Some suggestion (or i am doing something really wrong in your opinion?)", "u1")
    g4 = "ok when starting t5 in wifi tether, the fuji tether app sends first an udp message to find the port and init the connection changing the wifi icon from red to yellow when the handshake is completed, handshake made with a \"http like\" fashion"
    rec(P2_FCW22, [t], g1[1], True, "ellipsis", ["it"], "fuji-cam-wifi-tool is not able to connect to my Fuji X-T5 on the latest firmware.", author="u1")
    rec(P2_FCW22, [t, g1], g2[1], True, "ellipsis", ["even", "the ports"], "I even tried connecting fuji-cam-wifi-tool to my Fuji X-T5 in tether mode, but the ports are closed and a port scan finds nothing.", author="u1")
    rec(P2_FCW22, [t, g1, g2], g3[1], True, "ellipsis", [], "Any suggestion for connecting fuji-cam-wifi-tool to a Fuji X-T5, or am I doing something really wrong?", author="u1")
    # A finding about another product named in full, nothing said of the project (ruling before df37, other-product clause; ruling before df39 on "Turns out"-like openers).
    rec(P2_FCW22, [t, g1, g2, g3], g4, False, SAME, [], None, author="u1")
    lend(P2_FCW22, [t, g1], P2_F_XACQ, SELF, P2_GP340)

    t = (U, "Support Fuji X-T series control over wifi", "u1")
    h2 = (U, "There has been some work in reverse-engineering the protocol and I have added and fixed a few features to a working prototype at https://github.com/mzealey/fuji-cam-wifi-tool and implemented a live view with focus.", "u1")
    h3 = "I don't really have enough knowledge of the PTP protocol to take this further but I can certainly provide packet captures from the fuji-cam-wifi-tool, wifi dumps from the app and testing."
    rec(P2_LGP517, [t], P2_F_XTSERIES, False, SELF, [], None, author="u1")
    rec(P2_LGP517, [t, (U, P2_F_XTSERIES, "u1")], h2[1], True, "pronoun", ["the protocol"], "There has been some work reverse-engineering the Fuji Wi-Fi app's protocol, and I have added features to a working prototype at https://github.com/mzealey/fuji-cam-wifi-tool, including live view with focus.", author="u1")
    rec(P2_LGP517, [t, (U, P2_F_XTSERIES, "u1"), h2], h3, True, "pronoun", ["this", "the app"], "I don't know enough of PTP to take libgphoto2's Fuji X-T Wi-Fi support further, but I can provide packet captures from fuji-cam-wifi-tool, Wi-Fi dumps from the Fuji app and testing.", author="u1")
    lend(P2_LGP517, [t], P2_F_TWO, SELF, P2_FUD19)
    lend(P2_LGP517, [t], P2_F_LOOKING, SAME, P2_FUD28)

    t = (U, "Fuji X-T2 - no real success as yet. Please help.", "u1")
    i1 = (U, "I replied to you or other post on this issue, but I just remembered that you can tether via the free Fuji X-Aquire Windows application downloadable from the Fuji site.", "u2")
    i2 = (U, "There is also this https://github.com/hkr/fuji-cam-wifi-tool where soneone already started reverse engineering the fuji remote system", "u3")
    i4 = (U, "yes, i tried xacquie too and it only reads from the camera, it cannot control it.", "u4")
    i7 = "I used windows 10 ... not sure how to do it in Apple iOS"
    # An alternative whose goal (controlling the X-T2 from a computer) is left to the thread (ruling before df39, "Another ...").
    rec(P2_GP340, [t], i1[1], True, "ellipsis", ["this issue"], "Instead of gphoto2, you can tether a Fuji X-T2 via the free Fuji X-Acquire Windows application from Fuji's site.", author="u2")
    rec(P2_GP340, [t, i1], i2[1], True, "ellipsis", ["also"], "Another way to control a Fuji X-T2 remotely is https://github.com/hkr/fuji-cam-wifi-tool, where someone started reverse engineering Fuji's remote system.", author="u3")
    rec(P2_GP340, [t, i1, i2], P2_F_XACQ, False, SELF, [], None, author="u2")
    rec(P2_GP340, [t, i1, i2, (U, P2_F_XACQ, "u2")], i4[1], True, "ellipsis", ["yes", "too"], "I also tried Fuji X-Acquire with my X-T2 and it only reads from the camera; it cannot control it.", author="u4")
    # Another product named in full, nothing of gphoto2 (ruling before df38, measure clause: "I tried using Navicat Premium"): a trap.
    rec(P2_GP340, [t, i1, i2, (U, P2_F_XACQ, "u2"), i4], P2_F_WEBCAM, False, SELF, [], None, author="u4")
    rec(P2_GP340, [t, i1, i2, (U, P2_F_XACQ, "u2"), i4, (U, P2_F_WEBCAM, "u4")], i7, True, "pronoun", ["it"], "I captured the Fuji X-T2's USB traffic on Windows 10; I'm not sure how to capture it on Apple iOS.", author="u4")

    t = (U, "Fuji X-T5 Unable to connect", "u1")
    j1 = "Unable to connect my Fujifilm x-T5"
    rec(P2_RPD255, [t], j1, True, "ellipsis", [], "Rapid Photo Downloader is unable to connect to my Fujifilm X-T5.", author="u1")
    lend(P2_RPD255, [t], P2_F_NOXT2, SAME, P2_FCW2)
    lend(P2_RPD255, [t], P2_F_PROTOCOL, SAME, P2_FUD11)
    lend(P2_RPD255, [t, (U, j1, "u1")], P2_F_DUMPS, SELF, P2_FCW2)
    lend(P2_RPD255, [t, (U, j1, "u1")], P2_F_XSTUDIO, SELF, P2_FUD28)

    t = (U, "Film Simulation Recipes", "u1")
    k1 = (U, "Can it apply Film Simulation Recipes to an image like https://fujixweekly.com/recipes/?", "u1")
    k2 = (U, "I saw some similar settings.", "u1")
    k3 = (A, "Those are manufacturer specific settings.", "u2")
    k4 = (A, "I imagine some of them are here as things like exposure or contrast are quite universal", "u2")
    k5 = "Recipes (save/load settings) added in commit daa36f5"
    rec(P2_MPE4, [t], k1[1], True, "pronoun", ["it"], "Can mini-photo-editor apply Fujifilm film simulation recipes like those on https://fujixweekly.com/recipes/ to an image?", author="u1")
    rec(P2_MPE4, [t, k1], k2[1], True, "ellipsis", ["similar settings"], "I saw settings in mini-photo-editor similar to those of Fujifilm film simulation recipes.", author="u1")
    rec(P2_MPE4, [t, k1, k2], k3[1], True, "pronoun", ["Those"], "Fujifilm film simulation recipes are manufacturer-specific settings.", author="u2")
    rec(P2_MPE4, [t, k1, k2, k3], k4[1], True, "pronoun", ["them", "here"], "Some Fujifilm recipe settings are probably in mini-photo-editor, since things like exposure or contrast are quite universal.", author="u2")
    rec(P2_MPE4, [t, k1, k2, k3, k4], k5, True, "ellipsis", [], "Saving and loading settings as recipes was added to mini-photo-editor in commit daa36f5.", author="u2")
    lend(P2_MPE4, [t, k1], P2_F_FEATURE, SAME, P2_EPB122)

    t = (U, "About FILMS Function", "u1")
    l1 = (U, "I can't find the configuration path and introduction regarding the FILMS function in your sample website(https://photos.sambecker.com/film/acros).", "u1")
    l2 = (U, "Can you briefly introduce the function and how to use this function?", "u1")
    l4 = "You when upload a photo shot on a Fuji camera we will surface the film simulation mode used, and place that film in the grid sidebar."
    rec(P2_EPB122, [t], l1[1], True, "pronoun", ["your sample website"], "I can't find the configuration path or an introduction to the FILMS function of exif-photo-blog's sample website (https://photos.sambecker.com/film/acros).", author="u1")
    rec(P2_EPB122, [t, l1], l2[1], True, "pronoun", ["the function", "this function"], "Can you briefly introduce exif-photo-blog's FILMS function and how to use it?", author="u1")
    # A general sentence naming its subject (ruling before df36): a trap.
    rec(P2_EPB122, [t, l1, l2], P2_F_FEATURE, False, SAME, [], None, author="u2")
    rec(P2_EPB122, [t, l1, l2, (A, P2_F_FEATURE, "u2")], l4, True, "ellipsis", ["we"], "When you upload a photo shot on a Fuji camera, exif-photo-blog surfaces the film simulation mode used and places that film in the grid sidebar.", author="u2")
    lend(P2_EPB122, [t], P2_F_XTSERIES, SELF, P2_LGP517)

    t = (U, "can you make Classic Negative film simulation", "u1")
    m1 = (U, "i need Classic Negative T-T", "u1")
    m2 = "I'll look into it, but i'm not sure I can do it any time soon"
    rec(P2_AFCP5, [t], m1[1], True, "ellipsis", [], "I need a Classic Negative profile in FujifilmCameraProfiles.", author="u1")
    rec(P2_AFCP5, [t, m1], m2, True, "pronoun", ["it"], "I'll look into making a Classic Negative film simulation profile for FujifilmCameraProfiles, but not any time soon.", author="u2")
    lend(P2_AFCP5, [t], P2_F_LOOKING, SAME, P2_FUD28)
    lend(P2_AFCP5, [t, m1], P2_F_FEATURE, SAME, P2_EPB122)

    t = (U, "Missing Original Fujifilm Simulations (Bleach Bypass & Nostalgic Neg)", "u1")
    n1 = (U, "I noticed that we don\u2019t have the original Fujifilm simulations for Bleach Bypass and Nostalgic Neg.", "u1")
    n2 = (U, "Instead, it seems we have to convert them from Provia.", "u1")
    n3 = (U, "Can we use the image to create the LUT?", "u1")
    n4 = (U, "I could contribute to this repo!", "u1")
    n5 = "It was quicker and easier to make them"
    rec(P2_AFCP16, [t], n1[1], True, "ellipsis", ["we"], "I noticed that FujifilmCameraProfiles doesn't have the original Fujifilm simulations for Bleach Bypass and Nostalgic Neg.", author="u1")
    rec(P2_AFCP16, [t, n1], n2[1], True, "pronoun", ["them"], "Instead of original profiles, FujifilmCameraProfiles seems to convert the Bleach Bypass and Nostalgic Neg simulations from Provia.", author="u1")
    rec(P2_AFCP16, [t, n1, n2], n3[1], True, "pronoun", ["the image", "the LUT"], "Can an image be used to create the Bleach Bypass and Nostalgic Neg LUTs of FujifilmCameraProfiles?", author="u1")
    rec(P2_AFCP16, [t, n1, n2, n3], n4[1], True, "pronoun", ["this repo"], "I could contribute to FujifilmCameraProfiles!", author="u1")
    rec(P2_AFCP16, [t, n1, n2, n3, n4], n5, True, "pronoun", ["It", "them"], "Converting the Bleach Bypass and Nostalgic Neg profiles from Provia was quicker and easier than making originals.", author="u2")
    lend(P2_AFCP16, [t], P2_F_TWO, SELF, P2_FUD19)

    t = (U, "Reala Ace Film Simulation", "u1")
    o1 = "In the X-M5 camera, film simulation Reala Ace s called \"Reala ACE\" and not \"Reala Ace\"."
    o2 = (U, "\"ACE\" is written in capital letters.", "u1")
    o4 = (A, "My only camera, x-s10,  does not have that film sim, so the exif information for reala was probably inferred.", "u2")
    o6 = "You should only need to do a `make update` to get the changes"
    # A fact about the user's camera named in full, nothing of what Filmcase does (ruling before df37, own-device clause): a trap; listed for the lead.
    rec(P2_FCASE48, [t], o1, False, SAME, [], None, author="u1")
    rec(P2_FCASE48, [t, (U, o1, "u1"), o2], o4[1], True, "pronoun", ["that film sim"], "My only Fujifilm camera, an X-S10, does not have the Reala Ace film simulation, so Filmcase's EXIF information for Reala was probably inferred.", author="u2")
    rec(P2_FCASE48, [t, (U, o1, "u1"), o2, o4], o6, True, "ellipsis", ["the changes"], "You should only need to run `make update` to get Filmcase's fix for the Reala ACE film simulation name.", author="u2")
    lend(P2_FCASE48, [t], P2_F_WEBCAM, SELF, P2_GP340)


def P2_stardew(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Stardew Valley modding: Stardrop mod manager, SMAPI on Android and in a multiplayer Docker server ----
    t = (U, "[Bug]: Forcing Nexus Downloads to open Stardrop", "u1")
    a2 = (U, "Intended was Skyrim mods to Vortex, but it would open Stardrop regardless.", "u1")
    a3 = (U, "I'm having to manually download mods for Skyrim to copy to Vortex, otherwise it just opens Stardrop.", "u1")
    a6 = "You may need to re-register Vortex's NXM afterwards."
    # Names Stardrop and says in full what happens (rule 1): a trap.
    rec(P2_SD375, [t], P2_S_NXMOPEN, False, SAME, [], None, author="u1")
    h = [t, (U, P2_S_NXMOPEN, "u1")]
    rec(P2_SD375, h, a2[1], True, "ellipsis", ["Intended was"], "My Nexus Mods 'mod manager' downloads of Skyrim mods were meant to go to Vortex, but since Stardrop 1.10.2 they open Stardrop instead.", author="u1")
    rec(P2_SD375, [*h, a2], a3[1], True, "pronoun", ["it"], "I have to download Skyrim mods manually to copy them to Vortex, otherwise Nexus Mods' mod manager download opens Stardrop.", author="u1")
    # A how-to naming everything it needs, answer to the report (ruling before df36, answers): a trap.
    rec(P2_SD375, [*h, a2, a3], P2_S_REMOVENXM, False, SAME, [], None, author="u2")
    rec(P2_SD375, [*h, a2, a3, (A, P2_S_REMOVENXM, "u2")], a6, True, "ellipsis", ["afterwards"], "After removing Stardrop's NXM association, you may need to re-register Vortex's NXM handler.", author="u2")
    lend(P2_SD375, [t], P2_S_MAC, SAME, P2_SD320)

    t = (U, "Not sure if this is a bug or if I'm just dumb", "u1")
    b2 = (U, "I've connected my Nexus account, but whenever I try to download something it doesn't seem to do anything.", "u1")
    b4 = (A, "NXM support (for using the download via mod manager button) hasn't been implemented for Linux yet, though I am hoping to have it added in the next release.", "u2")
    b5 = (U, "It's been nearly two years and I believe this is still not addressed.", "u3")
    b6 = "Are there any plans to implement this anytime soon?"
    # Names Stardrop; "that" is the downloads of the same sentence (rule 2): a trap.
    rec(P2_SD85, [t], P2_S_GITBOOK, False, SELF, [], None, author="u1")
    h = [t, (U, P2_S_GITBOOK, "u1")]
    rec(P2_SD85, h, b2[1], True, "pronoun", ["it"], "I've connected my Nexus account to Stardrop, but whenever I try a mod manager download nothing seems to happen.", author="u1")
    # A complete first-person environment sentence (rule 1's "I'm on Windows 11 and Python 3.12.1"): a trap.
    rec(P2_SD85, [*h, b2], P2_S_LINUX, False, SAME, [], None, author="u1")
    h = [*h, b2, (U, P2_S_LINUX, "u1")]
    rec(P2_SD85, h, b4[1], True, "ellipsis", [], "Stardrop's NXM support (for Nexus Mods' download via mod manager button) hasn't been implemented for Linux yet; I hope to add it in the next release.", author="u2")
    rec(P2_SD85, [*h, b4], b5[1], True, "pronoun", ["this"], "After nearly two years, Stardrop's NXM support for Linux is still not implemented.", author="u3")
    rec(P2_SD85, [*h, b4, b5], b6, True, "pronoun", ["this"], "Are there plans to implement Stardrop's NXM (mod manager download) support for Linux soon?", author="u3")

    t = (U, "Installation problems for very specific mods", "u1")
    c2 = (U, "The issue persists both when adding the mod manually and when using the mod downloader on Nexus.", "u1")
    c3 = "Notably, other users appear to be having no issues downloading the same mods."
    rec(P2_SD111, [t], P2_S_KIDS, False, SAME, [], None, author="u1")
    rec(P2_SD111, [t, (U, P2_S_KIDS, "u1")], c2[1], True, "ellipsis", ["The issue", "the mod"], "Stardrop fails to add the Stardew Kids Expansion both when I add the mod manually and when I use the Nexus mod downloader.", author="u1")
    rec(P2_SD111, [t, (U, P2_S_KIDS, "u1"), c2], c3, True, "pronoun", ["the same mods"], "Other users seem to have no issues downloading the Stardew Kids Expansion and Pinkstations farm maps into Stardrop.", author="u1")
    lend(P2_SD111, [t], P2_S_PROXY, SAME, P2_SD123)
    lend(P2_SD111, [t, (U, P2_S_KIDS, "u1")], P2_S_LINUX, SAME, P2_SD85)

    t = (U, "Allow for profile exporting / importing", "u1")
    d1 = (U, "Would allow for users to export or import enabled / disabled mod lists.", "u1")
    d2 = (U, "Will need to handle missing mods, as Stardrop currently omits them from the UI.", "u1")
    d3 = (U, "Seconding this!", "u2")
    d4 = (U, "Any progress on this?", "u3")
    d6 = "I'm currently working on this feature on my fork."
    rec(P2_SD82, [t], d1[1], True, "ellipsis", [], "Profile exporting and importing in Stardrop would let users export or import their enabled and disabled mod lists.", author="u1")
    rec(P2_SD82, [t, d1], d2[1], True, "ellipsis", [], "Stardrop's profile import will need to handle missing mods, as Stardrop currently omits them from the UI.", author="u1")
    rec(P2_SD82, [t, d1, d2], d3[1], True, "pronoun", ["this"], "I second the request for profile exporting and importing in Stardrop!", author="u2")
    rec(P2_SD82, [t, d1, d2, d3], d4[1], True, "pronoun", ["this"], "Any progress on profile exporting and importing in Stardrop?", author="u3")
    rec(P2_SD82, [t, d1, d2, d3, d4], d6, True, "pronoun", ["this feature"], "I'm currently working on Stardrop profile exporting and importing on my fork.", author="u4")
    lend(P2_SD82, [t, d1], P2_S_NOCOLL, SELF, P2_SD100)

    t = (U, "Support for Nexus Collections", "u1")
    e0 = (U, "I know this mod is still in Beta but I'd love to have some support for downloading/managing Nexus Collections in the future if possible.", "u1")
    e3 = "Right now the workaround is to just download each component mod and put them in a folder manually, which isn't very onerous, but Stardrop does throw a semi-cryptic error when you try to open a NXM link for a collection."
    rec(P2_SD100, [t], e0[1], True, "pronoun", ["this mod"], "I know Stardrop is still in beta, but I'd love support for downloading and managing Nexus Collections in it.", author="u1")
    rec(P2_SD100, [t, e0], P2_S_NOCOLL, False, SELF, [], None, author="u2")
    rec(P2_SD100, [t, e0, (A, P2_S_NOCOLL, "u2")], e3, True, "ellipsis", ["the workaround"], "Until Stardrop supports Nexus Collections, the workaround is to download each component mod and put them in a folder manually; Stardrop throws a semi-cryptic error on a collection's NXM link.", author="u3")
    lend(P2_SD100, [t], P2_S_CLI, SAME, P2_SD123)
    lend(P2_SD100, [t, e0], P2_S_UNZIP, SELF, P2_SD267)

    t = (U, "NXM Proxy", "u1")
    f3 = (U, "Now that I have re-registered the NXM association with Vortex, Stardrop asks me to register it with every launch.", "u1")
    f4 = "Is there a way to suppress this popup other than removing the Nexus API key?"
    # The user's wish, another product named in full (ruling before df37, other-product clause): a trap.
    rec(P2_SD123, [t], P2_S_PROXY, False, SAME, [], None, author="u1")
    rec(P2_SD123, [t, (U, P2_S_PROXY, "u1")], P2_S_CLI, False, SAME, [], None, author="u1")
    h = [t, (U, P2_S_PROXY, "u1"), (U, P2_S_CLI, "u1")]
    rec(P2_SD123, [*h, f3], f4, True, "pronoun", ["this popup"], "Is there a way to suppress Stardrop's popup asking to register the NXM association at every launch, other than removing the Nexus API key?", author="u1")
    rec(P2_SD123, [*h, f3, (U, f4, "u1")], P2_S_NXMFLAG, False, SAME, [], None, author="u2")
    lend(P2_SD123, [t], P2_S_ASSOC, SAME, P2_SD263)

    t = (U, "Cannot download via nxm/mod manager download from Nexus Mods", "u1")
    g2 = (U, "Connected successfully to nexus mods via API key.", "u1")
    g3 = (U, "Clicking the mod manager download button does nothing.", "u1")
    g5 = (U, "Reinstall does not fix.", "u1")
    g6 = "According to [Stardrop]/Internal --help, you might could try passing it to [Stardrop]/Internal --nxm"
    rec(P2_SD263, [t], g2[1], True, "ellipsis", [], "My new Stardrop install connected successfully to Nexus Mods via API key.", author="u1")
    # What fails is Stardrop's handling of the link, Stardrop left out (ruling before df37, first clause).
    rec(P2_SD263, [t, g2], g3[1], True, "ellipsis", [], "Clicking Nexus Mods' mod manager download button does nothing in Stardrop on Linux.", author="u1")
    rec(P2_SD263, [t, g2, g3], P2_S_ASSOC, False, SAME, [], None, author="u1")
    rec(P2_SD263, [t, g2, g3, (U, P2_S_ASSOC, "u1")], g5[1], True, "ellipsis", [], "Reinstalling Stardrop does not fix its mod manager downloads from Nexus Mods on Linux.", author="u1")
    rec(P2_SD263, [t, g2, g3, (U, P2_S_ASSOC, "u1"), g5], g6, True, "pronoun", ["it"], "According to Stardrop's Internal --help, you could try passing the Nexus NXM link to [Stardrop]/Internal --nxm.", author="u2")

    t = (U, "Stardrop closes when trying to add new mod.", "u1")
    h1 = (U, "i went to smapi log files and at the top it says errorlogs", "u1")
    h2 = (U, "One of the mods I'm trying to download is LookUpAnything.", "u1")
    h3 = (U, "it says its manifest is invalid", "u1")
    rec(P2_SD267, [t], h1[1], True, "ellipsis", [], "When Stardrop closes as I add a new mod, the top of the SMAPI log files says errorlogs.", author="u1")
    rec(P2_SD267, [t, h1, h2], h3[1], True, "pronoun", ["it", "its"], "SMAPI says the LookupAnything mod's manifest, which I was adding to Stardrop, is invalid.", author="u1")
    # A finding naming its subject in full; "it" is the mod inside the sentence (ruling before df39, "Turns out"): a trap.
    rec(P2_SD267, [t, h1, h2, h3], P2_S_UNZIP, False, SELF, [], None, author="u1")
    lend(P2_SD267, [t], P2_S_GITBOOK, SELF, P2_SD85)

    t = (U, "Stardew Valley 1.4.5.141", "u1")
    i1 = (U, "Can't use SMAPI after latest version of Stardew Valley.", "u1")
    i2 = (U, "Stuck on \"Loading...\" when resuming a save file.", "u1")
    i3 = (U, "SMAPI was not the cause.", "u1")
    i4 = (U, "What was your cause if you don't mind me asking?", "u2")
    i5 = (U, "Also having issues loading saves", "u2")
    i6 = "You might want to do that frequently until theres a fix."
    rec(P2_SAI109, [t], i1[1], True, "ellipsis", ["latest version"], "I can't use SMAPI installed with SMAPI-Android-Installer after Stardew Valley 1.4.5.141 on Android.", author="u1")
    rec(P2_SAI109, [t, i1], i2[1], True, "ellipsis", [], "With SMAPI on Android after Stardew Valley 1.4.5.141, the game is stuck on \"Loading...\" when resuming a save file.", author="u1")
    rec(P2_SAI109, [t, i1, i2], i3[1], True, "ellipsis", ["the cause"], "SMAPI was not the cause of Stardew Valley 1.4.5.141 on Android getting stuck loading my save.", author="u1")
    rec(P2_SAI109, [t, i1, i2, i3], i4[1], True, "ellipsis", ["your cause"], "What caused your Stardew Valley 1.4.5.141 save to get stuck on \"Loading...\" on Android, if not SMAPI?", author="u2")
    rec(P2_SAI109, [t, i1, i2, i3, i4], i5[1], True, "ellipsis", ["Also"], "I am also having issues loading Stardew Valley 1.4.5.141 saves on Android with SMAPI.", author="u2")
    rec(P2_SAI109, [t, i1, i2, i3, i4, i5], i6, True, "pronoun", ["that"], "You might want to reload the previous \"_old\" Stardew Valley save file frequently until there's a fix for the infinite loading screen.", author="u1")

    t = (U, "update SMAPI from 3.14.7 to 3.18.2", "u1")
    j1 = (A, "Have you tested the version.", "u2")
    j2 = (A, "I had problems with some of the mods not loading.", "u2")
    j3 = (U, "I have tested it, and the only mod that does not load for me is the Remote Control mod.", "u1")
    j4 = (U, "But it doesn't load for me in 3.14.7 either, so I thought it would not matter what version of SMAPI I was on.", "u1")
    j5 = (U, "What mods do not work in 3.18.2?", "u1")
    j6 = "I was testing with a broken branch."
    rec(P2_SMD24, [t], j1[1], True, "pronoun", ["the version"], "Have you tested SMAPI 3.18.2 in the stardew-multiplayer-docker image?", author="u2")
    rec(P2_SMD24, [t, j1], j2[1], True, "ellipsis", ["the mods"], "With SMAPI 3.18.2 in the stardew-multiplayer-docker image, some of the mods did not load for me.", author="u2")
    rec(P2_SMD24, [t, j1, j2], j3[1], True, "pronoun", ["it"], "I have tested SMAPI 3.18.2 in the stardew-multiplayer-docker image, and the only mod that does not load is the Remote Control mod.", author="u1")
    rec(P2_SMD24, [t, j1, j2, j3], j4[1], True, "pronoun", ["it", "either"], "The Remote Control mod doesn't load in the stardew-multiplayer-docker image with SMAPI 3.14.7 either, so the SMAPI version should not matter.", author="u1")
    rec(P2_SMD24, [t, j1, j2, j3, j4], j5[1], True, "ellipsis", ["3.18.2"], "Which mods do not work with SMAPI 3.18.2 in the stardew-multiplayer-docker image?", author="u1")
    rec(P2_SMD24, [t, j1, j2, j3, j4, j5], j6, True, "ellipsis", [], "My mods failing with SMAPI 3.18.2 in stardew-multiplayer-docker came from testing with a broken branch.", author="u2")

    t = (U, "Stardew loads with 0 mods after upgrading to 1.3.2", "u1")
    k1 = (U, "I'm baffled, but I assume a breaking change of some sort in the update, if only on Linux.", "u1")
    k2 = (U, "1.3.2 dropped about an hour ago as I write this.", "u1")
    k3 = "This should be resolved with v1.3.3"
    rec(P2_SD286, [t], k1[1], True, "ellipsis", ["the update"], "I assume Stardrop 1.3.2 has a breaking change, at least on Linux, since Stardew Valley now loads none of my mods.", author="u1")
    rec(P2_SD286, [t, k1], k2[1], True, "ellipsis", ["1.3.2"], "Stardrop 1.3.2 was released about an hour before my report.", author="u1")
    rec(P2_SD286, [t, k1, k2], k3, True, "pronoun", ["This"], "Stardew Valley loading no mods after upgrading to Stardrop 1.3.2 should be resolved with Stardrop v1.3.3.", author="u2")
    lend(P2_SD286, [t], P2_S_SKIPPED, SAME, P2_SD320)
    lend(P2_SD286, [t, k1], P2_S_NXMFLAG, SAME, P2_SD123)

    t = (U, "No longer works after the 1.8.4 update.", "u1")
    l2 = "I tried going back to previous versions of Stardrop (1.8.3 and then 1.8.2) and had the same issue."
    rec(P2_SD320, [t], P2_S_MAC, False, SAME, [], None, author="u1")
    rec(P2_SD320, [t, (U, P2_S_MAC, "u1")], l2, True, "ellipsis", ["the same issue"], "I went back to Stardrop 1.8.3 and then 1.8.2 and Stardew Valley still could not load Stardrop's mods on my Mac.", author="u1")
    # The SMAPI log names its printer by its own prefix (ruling before df40): a trap.
    rec(P2_SD320, [t, (U, P2_S_MAC, "u1"), (U, l2, "u1")], P2_S_SKIPPED, False, SAME, [], None, author="u1")
    lend(P2_SD320, [t], P2_S_REMOVENXM, SAME, P2_SD375)

    t = (U, "In the last few weeks Stardrop has started downloading optional mods instead of the main mod from Nexus", "u1")
    m1 = "Affected mods have been Fashion Sense, Alternative Textures and Ridgeside Village where the `Install Update` button will download the wrong thing"
    rec(P2_SD116, [t], m1, True, "ellipsis", ["the wrong thing"], "Stardrop's `Install Update` button downloads an optional file instead of the main mod from Nexus for Fashion Sense, Alternative Textures and Ridgeside Village.", author="u1")
    lend(P2_SD116, [t], P2_S_KIDS, SAME, P2_SD111)
    lend(P2_SD116, [t, (U, m1, "u1")], P2_S_NXMOPEN, SAME, P2_SD375)
    lend(P2_SD116, [t, (U, m1, "u1")], P2_S_NOCOLL, SELF, P2_SD100)

    t = (U, "\"Open Mod Page\" option opening wrong page", "u1")
    n1 = (U, "On at least one mod for sure.", "u1")
    n2 = (U, "The UpdateKeys entry in the manifest.json file for the updated version lists the correct Nexus ID, so I'm unsure where Stardrop is pulling the old mod info from.", "u1")
    n3 = "I did notice an extraneous space before the mod ID number, but removing that doesn't correct the issue."
    rec(P2_SD182, [t], n1[1], True, "ellipsis", [], "Stardrop's \"Open Mod Page\" option opens the wrong page for at least one mod.", author="u1")
    rec(P2_SD182, [t, n1], n2[1], True, "ellipsis", ["the updated version"], "The manifest.json UpdateKeys of the updated Crop Harvest Bubbles mod list the correct Nexus ID, yet Stardrop's \"Open Mod Page\" opens the old mod's page.", author="u1")
    rec(P2_SD182, [t, n1, n2], n3, True, "ellipsis", ["the mod ID number", "the issue"], "Removing an extraneous space before the Nexus mod ID in the manifest doesn't stop Stardrop's \"Open Mod Page\" from opening the old mod's page.", author="u1")
    lend(P2_SD182, [t], P2_S_UNZIP, SELF, P2_SD267)
    lend(P2_SD182, [t, n1], P2_S_ASSOC, SAME, P2_SD263)


def P2_factorio(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Factorio multiplayer: mods desyncing players on headless and dedicated servers ----
    t = (U, "Desync Issue", "u1")
    a2 = (U, "Have desync reports if helpful.", "u1")
    a3 = (U, "Happens for every user.", "u1")
    a4 = (A, "Possibly a Factorio issuse.", "u2")
    a5 = "Let me know if it persists in .15.7"
    # Names the mod and says in full what happens (rule 1): a trap.
    rec(P2_NANO51, [t], P2_K_NANO, False, SAME, [], None, author="u1")
    h = [t, (U, P2_K_NANO, "u1")]
    rec(P2_NANO51, h, a2[1], True, "ellipsis", [], "I have desync reports of Nanobots desyncing on a headless Factorio server, if helpful.", author="u1")
    rec(P2_NANO51, [*h, a2], a3[1], True, "ellipsis", [], "The Nanobots desync after rejoining a headless Factorio server happens for every user.", author="u1")
    rec(P2_NANO51, [*h, a2, a3], a4[1], True, "ellipsis", [], "The desync when using Nanobots after rejoining a headless server is possibly a Factorio issue.", author="u2")
    rec(P2_NANO51, [*h, a2, a3, a4], a5, True, "pronoun", ["it"], "Let me know if the Nanobots desync on headless servers persists in Factorio 0.15.7.", author="u2")
    lend(P2_NANO51, [t], P2_K_DEDICATED, SAME, P2_HELM245)

    t = (U, "desyncs in MP when placing signs", "u1")
    b2 = (U, "Unfortunately the desync reports are about 50MB in size, which is why I had to upload them somewhere else:", "u1")
    b3 = (U, "I have four more reports, but I guess they will say the same as these three.", "u1")
    b4 = (U, "- happens only in multiplayer", "u1")
    b5 = "- doesn't matter who places a sign, always desyncs for both"
    rec(P2_DECT71, [t], P2_K_DECTORIO, False, SAME, [], None, author="u1")
    h = [t, (U, P2_K_DECTORIO, "u1")]
    rec(P2_DECT71, h, b2[1], True, "ellipsis", ["the desync reports"], "The desync reports from placing Dectorio signs on our headless Factorio server are about 50MB, so I uploaded them elsewhere.", author="u1")
    rec(P2_DECT71, [*h, b2], b3[1], True, "pronoun", ["they", "these three"], "I have four more Dectorio sign desync reports, but they probably say the same as the three I uploaded.", author="u1")
    rec(P2_DECT71, [*h, b2, b3], b4[1], True, "ellipsis", [], "The desync when placing Dectorio signs happens only in Factorio multiplayer.", author="u1")
    rec(P2_DECT71, [*h, b2, b3, b4], b5, True, "ellipsis", [], "No matter who places a Dectorio sign in our Factorio multiplayer game, both of us desync.", author="u1")
    lend(P2_DECT71, [t], P2_K_CRC, SAME, P2_LTN120)

    t = (U, "Desync on MP when closing a pinned window", "u1")
    c1 = (U, "I play on a headless server with a friend and sometimes (not every time, but often enough) when I close my pinned production line window I'll get a desync and have to restart the game.", "u1")
    c2 = (A, "Yes there seems to be a small error pinned production, on the other hand concerning the desynchronizations I play in MP I never had a problem but I think it can come from the connection between the players, the data of the mod that transit are may be too large", "u2")
    c3 = "well that sounds solvable."
    # What desyncs is Helmod's window, Helmod left out (ruling before df37, first clause).
    rec(P2_HELM32, [t], c1[1], True, "ellipsis", ["my pinned production line window"], "On a headless Factorio server with a friend, I often desync and have to restart when I close Helmod's pinned production line window.", author="u1")
    rec(P2_HELM32, [t, c1], c2[1], True, "ellipsis", ["the mod"], "Helmod's pinned production window has a small error; its multiplayer desyncs may come from the connection between players, the mod's data in transit perhaps being too large.", author="u2")
    rec(P2_HELM32, [t, c1, c2], c3, True, "pronoun", ["that"], "Helmod's desyncs coming from too much mod data in transit between players sounds solvable.", author="u1")
    lend(P2_HELM32, [t], P2_K_ALLGAMES, SAME, P2_MKFG8)
    lend(P2_HELM32, [t, c1], P2_K_NANO, SAME, P2_NANO51)
    lend(P2_HELM32, [t, c1, c2], P2_K_CRC, SAME, P2_LTN120)

    t = (U, "Factorio 0.18.10 Server Crash", "u1")
    d2 = (U, "You still can read the plans but editing them causes = desync", "u1")
    d4 = (A, "can I test the saved game file?", "u2")
    d5 = (A, "I have try with 2 factorio on my PC and the are no error", "u2")
    d6 = "Nope after reseting those two and then adding a module to the beacons the server desynced."
    rec(P2_HELM245, [t], P2_K_HELMOD, False, SAME, [], None, author="u1")
    rec(P2_HELM245, [t, (U, P2_K_HELMOD, "u1")], d2[1], True, "pronoun", ["the plans", "them"], "I can still read Helmod's plans on Factorio 0.18.10, but editing them causes a desync.", author="u1")
    # A complete first-person environment sentence (rule 1): a trap.
    rec(P2_HELM245, [t, (U, P2_K_HELMOD, "u1"), (U, d2[1], "u1")], P2_K_DEDICATED, False, SAME, [], None, author="u1")
    h = [t, (U, P2_K_HELMOD, "u1"), d2, (U, P2_K_DEDICATED, "u1")]
    rec(P2_HELM245, h, d4[1], True, "ellipsis", ["the saved game file"], "Can I test the saved game of your dedicated Factorio 0.18.10 server where editing Helmod's planners desyncs?", author="u2")
    rec(P2_HELM245, [*h, d4], d5[1], True, "ellipsis", [], "I tried two Factorio instances on my PC and editing Helmod's planners gave no desync error.", author="u2")
    rec(P2_HELM245, [*h, d4, d5], d6, True, "pronoun", ["those two"], "Even after resetting Helmod's caches, adding a module to the beacons in Helmod desynced our Factorio 0.18.10 server.", author="u1")

    t = (U, "desynchro issues with latest version 2.1.2", "u1")
    e1 = (U, "I have done an update to the version 2.1.2 and then I have only desynchro on multiplayer (I can not even join) :", "u1")
    e2 = (U, "- I have a  Headless server with 2.1.1 (working fine)\n- Py (all mods)\n- 2.1.17 factorio", "u1")
    e3 = "can i get your log file after you have a failed join attempt so i can hopefully see the error."
    rec(P2_WFILL5, [t], e1[1], True, "ellipsis", ["the version 2.1.2"], "Since updating the waterfill mod to 2.1.2 I only get desyncs in Factorio multiplayer and cannot even join.", author="u1")
    rec(P2_WFILL5, [t, e1], e2[1], True, "ellipsis", ["2.1.1"], "My headless Factorio 2.1.17 server with the Py mods worked fine with waterfill 2.1.1.", author="u1")
    rec(P2_WFILL5, [t, e1, e2], e3, True, "ellipsis", ["the error"], "Can I get your Factorio log file after a failed join attempt, so I can see the error behind the waterfill 2.1.2 desync?", author="u2")
    lend(P2_WFILL5, [t], P2_K_HELMOD, SAME, P2_HELM245)
    lend(P2_WFILL5, [t, e1], P2_K_DISABLE, SAME, P2_FISS260)
    lend(P2_WFILL5, [t, e1, e2], P2_K_STEP, SELF, P2_MKFG8)

    t = (U, "Factorio VCC: Game client connect; immediate desync", "u1")
    f1 = (U, "Well, from my experience in this specific situation, I ran a headless server, connected (just me) as a single player in a multi-player game hosted on a remote server and immediately saw the desync.", "u2")
    f4 = (A, "Yeah, I think \"lockstep\" is the usual name for this kind of parallel systems, where each player/client/instance runs same exact code from same exact initial state and expected to always get same new state (as other clients) as a result of that.", "u3")
    f5 = "Interesting that it's reproducible on a dedicated server with one player"
    rec(P2_MKFG8, [t], f1[1], True, "ellipsis", ["this specific situation", "the desync"], "With Factorio VCC, I ran a headless server, connected alone to the multiplayer game on the remote server and immediately saw the desync.", author="u2")
    # "Also" decides nothing (ruling before df39, openers); it names Factorio and says what holds, "it" inside: a trap.
    rec(P2_MKFG8, [t, f1], P2_K_STEP, False, SELF, [], None, author="u2")
    rec(P2_MKFG8, [t, f1, (U, P2_K_STEP, "u2")], P2_K_ALLGAMES, False, SAME, [], None, author="u2")
    h = [t, f1, (U, P2_K_STEP, "u2"), (U, P2_K_ALLGAMES, "u2")]
    rec(P2_MKFG8, h, f4[1], True, "pronoun", ["this kind of parallel systems"], "\"Lockstep\" is the usual name for systems like Factorio's multiplayer, where each client runs the same code from the same initial state and must always reach the same new state.", author="u3")
    rec(P2_MKFG8, [*h, f4], f5, True, "pronoun", ["it"], "It is interesting that the Factorio VCC desync is reproducible on a dedicated server with one player.", author="u3")
    lend(P2_MKFG8, [t], P2_K_DECTORIO, SAME, P2_DECT71)

    t = (U, "Desync?", "u1")
    g1 = (U, "I went through all of my mods today and narrowed down my MP desync issue to this one specific mod.", "u1")
    g2 = (U, "Hopefully this is a known issue and I'm not alone in finding this.", "u1")
    g3 = (A, "Can you upload the desync report zip **from the client** to dropbox, or whatever, so I can take a peek?", "u2")
    g5 = "It also might have been another mod causing the desyncing and not yours so I'd assume all is OK."
    rec(P2_YARM65, [t], g1[1], True, "pronoun", ["this one specific mod"], "I went through all my mods and narrowed my Factorio multiplayer desync down to YARM.", author="u1")
    rec(P2_YARM65, [t, g1], g2[1], True, "pronoun", ["this"], "Hopefully YARM causing Factorio multiplayer desyncs is a known issue and I'm not alone in finding it.", author="u1")
    rec(P2_YARM65, [t, g1, g2], g3[1], True, "ellipsis", ["the desync report zip"], "Can you upload the Factorio desync report zip from the client, so I can look at YARM's part in it?", author="u2")
    rec(P2_YARM65, [t, g1, g2, g3], g5, True, "ellipsis", ["yours", "the desyncing"], "Another mod, not YARM, might have caused my Factorio multiplayer desyncs.", author="u1")
    lend(P2_YARM65, [t], P2_K_STEP, SELF, P2_MKFG8)
    lend(P2_YARM65, [t, g1], P2_K_NANO, SAME, P2_NANO51)

    t = (U, "Factorio desynch on connect with LTN enabled", "u1")
    h1 = (U, "we're late stage in a multiplayer game and after stopping to play yesterday (we expanded the base, nothing out of the regular) now all of a sudden only 1 player can concurrently connect/play.", "u1")
    h2 = (U, "tried with headless hosted server, only 1 player could connect.", "u1")
    h4 = (U, "we enabled/disabled all other mods and nailed the problem down to LTN.", "u1")
    h5 = "we really love the mod and don't want to continue without it! :)"
    rec(P2_LTN120, [t], h1[1], True, "ellipsis", [], "Late in our Factorio multiplayer game with LTN enabled, only one player can now connect at a time.", author="u1")
    rec(P2_LTN120, [t, h1], h2[1], True, "ellipsis", [], "On a headless server, only one player could connect to our Factorio game with LTN enabled.", author="u1")
    # The log line names its printer by its source path (ruling before df40): a trap.
    rec(P2_LTN120, [t, h1, h2], P2_K_CRC, False, SAME, [], None, author="u1")
    rec(P2_LTN120, [t, h1, h2, (U, P2_K_CRC, "u1")], h4[1], True, "ellipsis", ["the problem"], "We enabled and disabled all other mods and traced our Factorio multiplayer desync on connect to the LTN mod.", author="u1")
    rec(P2_LTN120, [t, h1, h2, (U, P2_K_CRC, "u1"), h4], h5, True, "pronoun", ["the mod", "it"], "We really love Logistic Train Network and don't want to continue our Factorio game without it.", author="u1")
    lend(P2_LTN120, [t, h1], P2_K_DEDICATED, SAME, P2_HELM245)

    t = (U, "Desync issue", "u1")
    i1 = (U, "Frequent desyncs for both players on a 2-player multiplayer server.", "u1")
    i2 = (U, "Heavy mode CRC fails every tick in heavy mode when reproducing in single-player.", "u1")
    i5 = "Not sure if root cause or incidental."
    rec(P2_FISS260, [t], i1[1], True, "ellipsis", [], "With Factorissimo 3 in Factorio 2.0.72, both players desync frequently on our 2-player multiplayer server.", author="u1")
    rec(P2_FISS260, [t, i1], i2[1], True, "ellipsis", [], "Reproducing our Factorissimo desync in single-player, Factorio's heavy mode CRC check fails every tick.", author="u1")
    rec(P2_FISS260, [t, i1, i2], P2_K_DISABLE, False, SAME, [], None, author="u1")
    rec(P2_FISS260, [t, i1, i2, (U, P2_K_DISABLE, "u1")], i5, True, "ellipsis", [], "I'm not sure whether a Factorissimo warehouse with 1001 robots and one unable to dock is the root cause of our desyncs or incidental.", author="u1")
    lend(P2_FISS260, [t], P2_K_DECTORIO, SAME, P2_DECT71)
    lend(P2_FISS260, [t, i1], P2_K_HELMOD, SAME, P2_HELM245)

    t = (U, "[0.18.18] Desync when open on a Multiplayer [Can't join the server anymore]", "u1")
    j1 = (U, "When i did open the Mod, the mod wants to load all recipes.", "u1")
    j2 = (U, "That created a desync for me and i got kicked from the server.", "u1")
    j3 = (U, "We have some mods installed (Bob's & Angel's), i don't know maybe thats many recipes, but for my friend it works perfectly.", "u1")
    j4 = "you can try the last version of helmod v0.10.13"
    rec(P2_HELM254, [t], j1[1], True, "pronoun", ["the Mod"], "When I open Helmod in Factorio 0.18.18 multiplayer, it wants to load all recipes.", author="u1")
    rec(P2_HELM254, [t, j1], j2[1], True, "pronoun", ["That"], "Helmod loading all recipes in Factorio multiplayer desynced me and got me kicked from the server.", author="u1")
    rec(P2_HELM254, [t, j1, j2], j3[1], True, "pronoun", ["it"], "We have Bob's and Angel's mods installed, perhaps many recipes for Helmod, but for my friend Helmod works perfectly.", author="u1")
    # A fix offered for the thread's desync (ruling before df38, bare fix).
    rec(P2_HELM254, [t, j1, j2, j3], j4, True, "ellipsis", [], "To stop Helmod desyncing you when you join the multiplayer game, try the latest version of Helmod, v0.10.13.", author="u2")
    lend(P2_HELM254, [t], P2_K_DISABLE, SAME, P2_FISS260)
    lend(P2_HELM254, [t, j1], P2_K_ALLGAMES, SAME, P2_MKFG8)


def P2_foundryvtt(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Foundry VTT tabletop modules: token modules after Foundry's major version updates ----
    t = (U, "[FEATURE] Update for V12 Stable Update", "u1")
    a1 = (U, "Foundry has updated to V12 stable and this module is listed as incompatible.", "u1")
    a4 = (U, "That's why you ideally don't upgrade you (production) foundry until your favorite modules are updated ;)", "u3")
    a5 = (U, "I'll try to address v12 in my fork once I have a v12 server running.", "u4")
    a6 = "V12 update - Fixed many of the warnings, but Foundry changed how dice are rolled and broke rolled health."
    rec(P2_TMOLD204, [t], a1[1], True, "pronoun", ["this module"], "Foundry VTT has updated to V12 stable and Token Mold is listed as incompatible.", author="u1")
    # A general sentence naming its subject; "it" is the module inside it (rule 2; ruling before df36): a trap.
    rec(P2_TMOLD204, [t, a1], P2_V_USEFUL, False, SELF, [], None, author="u2")
    rec(P2_TMOLD204, [t, a1, (U, P2_V_USEFUL, "u2")], a4[1], True, "pronoun", ["That"], "Because modules turn incompatible, ideally you don't upgrade your production Foundry VTT until your favourite modules, such as Token Mold, are updated.", author="u3")
    rec(P2_TMOLD204, [t, a1, (U, P2_V_USEFUL, "u2"), a4], a5[1], True, "ellipsis", ["my fork"], "I'll try to address Foundry V12 in my fork of Token Mold once I have a V12 server running.", author="u4")
    rec(P2_TMOLD204, [t, a1, (U, P2_V_USEFUL, "u2"), a4, a5], a6, True, "ellipsis", [], "My Token Mold fork's V12 update fixes many warnings, but Foundry changed how dice are rolled, which broke Token Mold's rolled health.", author="u4")
    lend(P2_TMOLD204, [t], P2_V_LIBWRAP, SAME, P2_MLD295)

    t = (U, "FV11 compatibility", "u1")
    b2 = (U, "Foundry version V11 build 300\nDND version 2.2.1", "u1")
    b3 = (U, "It will be great if this module is updated to Foundry v11, quite powerful module!", "u2")
    b5 = "Hopefully that is easy to resolve and that this project is stil worken on."
    # Names the project and says in full what happens (rule 1): a trap.
    rec(P2_TMOLD167, [t], P2_V_V11, False, SAME, [], None, author="u1")
    rec(P2_TMOLD167, [t, (U, P2_V_V11, "u1")], b2[1], True, "ellipsis", [], "Token Mold stopped working on my Foundry VTT V11 build 300 with the D&D 5e system 2.2.1.", author="u1")
    rec(P2_TMOLD167, [t, (U, P2_V_V11, "u1"), b2], b3[1], True, "pronoun", ["this module"], "It would be great if Token Mold were updated to Foundry VTT v11; it is quite a powerful module!", author="u2")
    # The message names the project's own module id (ruling before df39, its trap clause): a trap.
    rec(P2_TMOLD167, [t, (U, P2_V_V11, "u1"), b2, b3], P2_V_DEPS, False, SAME, [], None, author="u3")
    rec(P2_TMOLD167, [t, (U, P2_V_V11, "u1"), b2, b3, (U, P2_V_DEPS, "u3")], b5, True, "pronoun", ["that", "this project"], "Hopefully Token Mold's deprecated \"dependencies\" field is easy to fix and Token Mold is still being worked on.", author="u3")
    lend(P2_TMOLD167, [t], P2_V_USEFUL, SELF, P2_TMOLD204)

    t = (U, "Foundry v10 Support?", "u1")
    c1 = (U, "While using this \"updated\" version, the default token setting doesn't appear to work while the module \"Token Mold\" is active.", "u2")
    c2 = (U, "Both of these modules make use of the \"preCreateToken\" hook.", "u2")
    c3 = (U, "Any chance this could be looked into as Token Mold is a very commonly used module.", "u2")
    c5 = "I'm not a programmer, but token mold breaks this module completely with the temporary fix in place."
    rec(P2_THW33, [t], c1[1], True, "pronoun", ["this \"updated\" version"], "With the Foundry v10 fork of Token HUD Wildcard, its default token setting doesn't work while the Token Mold module is active.", author="u2")
    rec(P2_THW33, [t, c1], c2[1], True, "pronoun", ["these modules"], "Both Token HUD Wildcard and Token Mold use Foundry VTT's \"preCreateToken\" hook.", author="u2")
    rec(P2_THW33, [t, c1, c2], c3[1], True, "pronoun", ["this"], "Could the v10 fork of Token HUD Wildcard look into its default token setting failing with Token Mold, a very commonly used module?", author="u2")
    rec(P2_THW33, [t, c1, c2, c3], c5, True, "pronoun", ["this module", "the temporary fix"], "Token Mold completely breaks Token HUD Wildcard's v10 fork.", author="u3")
    lend(P2_THW33, [t], P2_V_V11, SAME, P2_TMOLD167)
    lend(P2_THW33, [t, c1], P2_V_LIBWRAP, SAME, P2_MLD295)

    t = (U, "Module Incompatibility with Foundry VTT Version 12", "u1")
    d1 = (U, "I have encountered an issue with the module, which does not function properly with the latest Foundry update.", "u1")
    d2 = "This is being worked on."
    rec(P2_MTE34, [t], d1[1], True, "pronoun", ["the module"], "Multi Token Edit does not function properly with the latest Foundry VTT update, version 12.", author="u1")
    rec(P2_MTE34, [t, d1], d2, True, "pronoun", ["This"], "Multi Token Edit's Foundry VTT v12 compatibility is being worked on.", author="u2")
    lend(P2_MTE34, [t], P2_V_DEPS, SAME, P2_TMOLD167)
    lend(P2_MTE34, [t, d1], P2_V_USEFUL, SELF, P2_TMOLD204)

    t = (U, "[BUG] Incompatible with Foundry V12", "u1")
    e1 = (U, "You cannot place spell templates anymore.", "u1")
    e2 = (U, "This works if you use the \"Override\" setting.", "u2")
    e4 = "When auto-defining the module lost the names of the template types and instead specifies them as [object Object]."
    rec(P2_TMAG268, [t], e1[1], True, "ellipsis", [], "With Token Magic FX on Foundry V12, you cannot place spell templates anymore.", author="u1")
    rec(P2_TMAG268, [t, e1], e2[1], True, "pronoun", ["This"], "Placing spell templates with Token Magic FX on Foundry V12 works if you use its \"Override\" setting.", author="u2")
    rec(P2_TMAG268, [t, e1, e2], e4, True, "pronoun", ["the module"], "When auto-defining templates on Foundry V12, Token Magic FX loses the template type names and shows them as [object Object].", author="u2")
    lend(P2_TMAG268, [t], P2_V_V11, SAME, P2_TMOLD167)
    lend(P2_TMAG268, [t, e1], P2_V_DEPS, SAME, P2_TMOLD167)

    t = (U, "[BUG] Unable to download module in v11 Stable", "u1")
    f1 = (U, "When trying to download and install the module through Foundry VTT v11 Stable version, I get the following error:", "u1")
    f4 = "report if you find any issues"
    rec(P2_TMAG246, [t], f1[1], True, "pronoun", ["the module", "the following error"], "When I try to download and install Token Magic FX through Foundry VTT v11 Stable, I get an error.", author="u1")
    rec(P2_TMAG246, [t, f1], f4, True, "ellipsis", [], "Report if you find any issues with Token Magic FX's v11 support.", author="u2")
    lend(P2_TMAG246, [t], P2_V_USEFUL, SELF, P2_TMOLD204)
    lend(P2_TMAG246, [t, f1], P2_V_LIBWRAP, SAME, P2_MLD295)

    t = (U, "Official V14xx update", "u1")
    g1 = (U, "Can you please officially update the module for v14?", "u1")
    g2 = (U, "The only issue I've encountered is that effects can no longer be removed via the macro.", "u2")
    g3 = (U, "If you don't have the module installed yet or can't find it in the browser, you can try a manual installation using the following manifest URL: https://github.com/Feu-Secret/Tokenmagic/releases/download/0.7.6.3/module.json", "u2")
    g5 = "I'm working on it \U0001f44d"
    rec(P2_TMAG310, [t], g1[1], True, "pronoun", ["the module"], "Can you please officially update Token Magic FX for Foundry VTT v14?", author="u1")
    rec(P2_TMAG310, [t, g1], g2[1], True, "ellipsis", ["the macro"], "The only issue I've found with Token Magic FX on Foundry v14 is that effects can no longer be removed via its macro.", author="u2")
    rec(P2_TMAG310, [t, g1, g2], g3[1], True, "pronoun", ["the module"], "If Token Magic FX isn't installed yet or can't be found in Foundry v14's browser, try a manual installation with the manifest URL https://github.com/Feu-Secret/Tokenmagic/releases/download/0.7.6.3/module.json.", author="u2")
    rec(P2_TMAG310, [t, g1, g2, g3], g5, True, "pronoun", ["it"], "I'm working on Token Magic FX's Foundry v14 update.", author="u3")
    lend(P2_TMAG310, [t], P2_V_V11, SAME, P2_TMOLD167)

    t = (U, "[BUG] [v12] Status text is hidden and error is thrown on load", "u1")
    h1 = "Text on the status icons in token hud is missing and error is shown in console."
    rec(P2_MLD295, [t], h1, True, "ellipsis", [], "With Monk's Little Details on Foundry v12, text on the token HUD's status icons is missing and an error is shown in the console.", author="u1")
    # The error's class holds the library's name and it names the project's module in full (ruling before df40): a trap.
    rec(P2_MLD295, [t, (U, h1, "u1")], P2_V_LIBWRAP, False, SAME, [], None, author="u1")
    lend(P2_MLD295, [t], P2_V_DEPS, SAME, P2_TMOLD167)

    t = (U, "Module no longer works in v12", "u1")
    i1 = (U, "The icon for changin token art no longer appears", "u1")
    i2 = (U, "And yes. The module is active.", "u1")
    i3 = "Tried reinstalling it - nothing"
    rec(P2_TVAR158, [t], i1[1], True, "ellipsis", [], "In Foundry v12, Token Variants' icon for changing token art no longer appears.", author="u1")
    rec(P2_TVAR158, [t, i1], i2[1], True, "ellipsis", ["The module"], "Token Variants is active in Foundry v12, yet its icon for changing token art does not appear.", author="u1")
    rec(P2_TVAR158, [t, i1, i2], i3, True, "pronoun", ["it"], "Reinstalling Token Variants on Foundry v12 did not bring back its token art icon.", author="u1")
    lend(P2_TVAR158, [t, i1], P2_V_USEFUL, SELF, P2_TMOLD204)

    t = (U, "Foundry v12 Compatibility Changes", "u1")
    j1 = (U, "I made some adjustments to make the module work in v12", "u1")
    j2 = "Since these changes drop compatibility for previous versions. I might be good to create another branch for easier handling."
    rec(P2_MLT152, [t], j1[1], True, "pronoun", ["the module"], "I made some adjustments to make Multilevel Tokens work in Foundry v12.", author="u1")
    rec(P2_MLT152, [t, j1], j2, True, "pronoun", ["these changes"], "Since my Foundry v12 changes to Multilevel Tokens drop compatibility with earlier versions, it might be good to create another branch for them.", author="u1")
    lend(P2_MLT152, [t], P2_V_V11, SAME, P2_TMOLD167)
    lend(P2_MLT152, [t, j1], P2_V_LIBWRAP, SAME, P2_MLD295)


def P2_balatro(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Balatro modding: Lovely injector and Steamodded loading mods, joker mods' crash screens ----
    t = (U, "no mods (besides steammodded) working", "u1")
    a2 = (U, "No matter what mods I use, when I open Balatro it is completely _**unmoddded**_.", "u1")
    a3 = (U, "I follow all of the instructions; I copy the version.dll to the game's directory,\nI put my mods at %appdata%\\Balatro\\Mods and still nothing happens.", "u1")
    # What fails is Lovely's loading, Lovely left out (ruling before df37, first clause).
    rec(P2_LOV44, [t], a2[1], True, "ellipsis", [], "No matter which mods I use with the Lovely injector, Balatro opens completely unmodded.", author="u1")
    rec(P2_LOV44, [t, a2], a3[1], True, "ellipsis", ["the instructions"], "I follow all of Lovely's install instructions, copying version.dll to Balatro's directory and putting my mods in %appdata%\\Balatro\\Mods, and still Balatro loads no mods.", author="u1")
    # Names Lovely and says in full what holds (rule 1; "also" decides nothing, ruling before df39): a trap.
    rec(P2_LOV44, [t, a2, a3], P2_B_WINDOW, False, SELF, [], None, author="u1")
    rec(P2_LOV44, [t, a2, a3, (U, P2_B_WINDOW, "u1")], P2_B_IMPORTANT, False, SAME, [], None, author="u2")
    lend(P2_LOV44, [t], P2_B_APINO, SAME, P2_LOV280)

    t = (U, "help lovely not activating or something", "u1")
    b2 = (U, "What can i do. help", "u1")
    b4 = "Delete `version.dll` and follow the instructions outlined here: https://github.com/ethangreen-dev/lovely-injector?tab=readme-ov-file#manual-installation."
    rec(P2_LOV204, [t], P2_B_NOTACT, False, SAME, [], None, author="u1")
    rec(P2_LOV204, [t, (U, P2_B_NOTACT, "u1")], b2[1], True, "ellipsis", [], "What can I do when the Lovely injector doesn't activate and my Balatro mods don't start?", author="u1")
    # A bare fix for the thread's failure (ruling before df38), though its URL names the project.
    rec(P2_LOV204, [t, (U, P2_B_NOTACT, "u1"), b2], b4, True, "ellipsis", [], "To get an incorrectly installed Lovely injector to activate in Balatro, delete `version.dll` and follow the manual installation instructions at https://github.com/ethangreen-dev/lovely-injector?tab=readme-ov-file#manual-installation.", author="u2")
    lend(P2_LOV204, [t], P2_B_XBOX, SAME, P2_AWB91)
    lend(P2_LOV204, [t], P2_B_NORMAL, SAME, P2_PAPER204)

    t = (U, "problem in appdata folder", "u1")
    c2 = "I forgot to reply but you should ask this here instead https://github.com/ethangreen-dev/lovely-injector"
    rec(P2_AWB91, [t], P2_B_XBOX, False, SAME, [], None, author="u1")
    rec(P2_AWB91, [t, (U, P2_B_XBOX, "u1")], c2, True, "pronoun", ["this"], "You should ask about the missing Balatro AppData folder for the Xbox app version at https://github.com/ethangreen-dev/lovely-injector instead.", author="u2")
    lend(P2_AWB91, [t], P2_B_WINDOW, SELF, P2_LOV44)

    t = (U, "Lovely injects but no mod menu", "u1")
    d1 = (U, "Im on Linux and trying to run modded balatro with bottles, followed the instructions on the page, installed the .dll, used the launch options and then the injector runs, a window pops up: says that its ready, but then on the game I have no mod menu, I tried adding mods whatsoever, but got the same outcome", "u1")
    d2 = "Lovely doesn't do anything by itself so you'll need to install [smods](https://github.com/Steamodded/smods/wiki#how-to-install-steamodded) in order to see that mod menu."
    rec(P2_LOV258, [t], d1[1], True, "ellipsis", ["the instructions on the page", "the injector"], "On Linux with Bottles I followed Lovely's instructions, installed the .dll and the launch options; the Lovely injector runs and says it's ready, but Balatro shows no mod menu.", author="u1")
    rec(P2_LOV258, [t, d1], d2, True, "pronoun", ["that mod menu"], "Lovely does nothing by itself, so you need to install Steamodded (smods) to see a mod menu in Balatro.", author="u2")
    lend(P2_LOV258, [t], P2_B_IMPORTANT, SAME, P2_LOV44)
    lend(P2_LOV258, [t, d1], P2_B_NESTED, SAME, P2_SMODS599)

    t = (U, "error lovely", "u1")
    e1 = (U, "I downloaded the Lovely mod into the Balatro game when I turned on the game it showed this error.", "u1")
    e5 = "Try manually deleting the lovely directory at `%AppData%/Balatro/Mods/lovely` and try again."
    rec(P2_LOV109, [t], e1[1], True, "pronoun", ["this error"], "After I added the Lovely mod to Balatro, the game showed a lovely-injector crash error when I turned it on.", author="u1")
    # The panic names its printer, lovely-injector, and its source path (ruling before df40): a trap.
    rec(P2_LOV109, [t, e1], P2_B_PANIC, False, SAME, [], None, author="u1")
    rec(P2_LOV109, [t, e1, (U, P2_B_PANIC, "u1")], e5, True, "ellipsis", ["try again"], "To stop lovely-injector crashing with \"Access is denied\" on its log folder, manually delete the lovely directory at `%AppData%/Balatro/Mods/lovely` and start Balatro again.", author="u2")
    lend(P2_LOV109, [t], P2_B_CRASHED, SAME, P2_LOV176)

    t = (U, "Balatro lovely mod not working", "u1")
    f1 = (U, "I've made sure lovely is the most current version, as is balatro and the version.dll is extracted in the right place yet i still get the following crash screen", "u1")
    f2 = "This is caused by one of your mods -- probably because your steamodded is 6 months out of date and something else was made for a newer version."
    rec(P2_LOV360, [t], f1[1], True, "ellipsis", ["the following crash screen"], "With the latest Lovely and Balatro and version.dll in the right place, Balatro still shows a crash screen when I start it modded.", author="u1")
    rec(P2_LOV360, [t, f1], f2, True, "pronoun", ["This"], "Your Balatro crash screen with Lovely is caused by one of your mods, probably because your Steamodded is six months out of date.", author="u2")
    lend(P2_LOV360, [t], P2_B_NOTACT, SAME, P2_LOV204)
    lend(P2_LOV360, [t, f1], P2_B_YAHI, SAME, P2_YAHI49)

    t = (U, "not working", "u1")
    g1 = "i followed all the steps, put version.dll from the lovely code injector into the folder w/ the balatro.exe file, made a mod folder in my balatro saves directory (%appdata%/Balatro), put smods in, and balatro boots in vanilla, with no mods."
    # Second reader's adjudication (r2df, thirty-sixth pass): 'all the steps' is a definite noun phrase the thread never used, no back-reference (rule 6), and the rest names the project (smods) and the outcome in full: a trap (rule 1); was a follow-up.
    rec(P2_SMODS599, [t], g1, False, SAME, [], None, author="u1")
    rec(P2_SMODS599, [t, (U, g1, "u1")], P2_B_NESTED, False, SAME, [], None, author="u2")
    lend(P2_SMODS599, [t], P2_B_PANIC, SAME, P2_LOV109)

    t = (U, "lovely giving me this any time I try to launch balatro", "u1")
    h1 = (U, "running smods, Talisman, Cryptid and Pokermon (all of which are fully updated to their newest versions)", "u1")
    h2 = (U, "tried going for 7.0 and 7.1 and had this same issue occur for both", "u1")
    h3 = "Hi! You have an old version of lovely - update to 0.7.1."
    rec(P2_LOV150, [t], h1[1], True, "ellipsis", [], "Lovely crashes Balatro at launch while I run smods, Talisman, Cryptid and Pokermon, all updated to their newest versions.", author="u1")
    rec(P2_LOV150, [t, h1], h2[1], True, "ellipsis", ["this same issue"], "I tried Lovely 0.7.0 and 0.7.1 and Balatro crashed the same way at launch with both.", author="u1")
    rec(P2_LOV150, [t, h1, h2], h3, True, "ellipsis", [], "Your Balatro launch crash comes from an old version of Lovely; update Lovely to 0.7.1.", author="u2")
    lend(P2_LOV150, [t], P2_B_APINO, SAME, P2_LOV280)

    t = (U, "Lovely Injector crashes Balatro on startup", "u1")
    # Names both the game and the injector and says in full what happens (rule 1): a trap; listed for the lead ("here:" points at the error after it).
    rec(P2_LOV176, [t], P2_B_CRASHED, False, SAME, [], None, author="u1")
    lend(P2_LOV176, [t], P2_B_NESTED, SAME, P2_SMODS599)

    t = (U, "API loaded no - Balatro", "u1")
    j1 = (U, "Hey, I'm having an issue with the API not loading into Balatro.", "u1")
    j4 = "Are you sure you've put your mods folder in the right place and have Steamodded installed to actually load your mods?"
    rec(P2_LOV280, [t], j1[1], True, "ellipsis", ["the API"], "With the Lovely injector, Lovely's log says \"API loaded no\" and my Balatro mods don't load.", author="u1")
    # A general sentence naming its subject (ruling before df36): a trap.
    rec(P2_LOV280, [t, j1], P2_B_APINO, False, SAME, [], None, author="u2")
    rec(P2_LOV280, [t, j1, (A, P2_B_APINO, "u2")], j4, True, "ellipsis", ["the right place"], "Have you put your Balatro mods folder in %appdata%/Balatro/Mods and installed Steamodded so that Lovely actually loads your mods?", author="u2")

    t = (U, "normal joker crash?", "u1")
    # The crash names the project's own file and the loader tag (ruling before df40): a trap.
    rec(P2_PAPER204, [t], P2_B_NORMAL, False, SAME, [], None, author="u1")
    lend(P2_PAPER204, [t], P2_B_WINDOW, SELF, P2_LOV44)

    t = (U, "BUG REPORT: cat crash joker overload", "u1")
    l1 = (U, "i bought abunch of jokers and game crashes after going into \"no cat joker\" boss bind", "u1")
    rec(P2_YAHI49, [t], l1[1], True, "ellipsis", [], "With Yahimod, after I buy a bunch of jokers Balatro crashes on entering the \"no cat joker\" boss blind.", author="u1")
    rec(P2_YAHI49, [t, l1], P2_B_YAHI, False, SAME, [], None, author="u1")

    t = (U, "New Crash Issue", "u1")
    m1 = (U, "Crash whenever I select a card with the following screen:", "u1")
    m4 = (A, "My mod is not compatible with those just yet.", "u2")
    m5 = "It would appear to be an issue with Steam Modded version 0.9.6 specifically, and it was giving other crashes too."
    rec(P2_BPREV12, [t], m1[1], True, "ellipsis", [], "Balatro crashes with Balatro-Preview whenever I select a card.", author="u1")
    rec(P2_BPREV12, [t, m1], m4[1], True, "pronoun", ["those"], "Balatro-Preview is not compatible with modded jokers and cards yet.", author="u2")
    rec(P2_BPREV12, [t, m1, m4], m5, True, "pronoun", ["It", "it"], "The Balatro card-select crash with Balatro-Preview appears to be an issue with Steamodded 0.9.6 specifically, which gave other crashes too.", author="u1")
    lend(P2_BPREV12, [t], P2_B_NORMAL, SAME, P2_PAPER204)
    lend(P2_BPREV12, [t, m1], P2_B_IMPORTANT, SAME, P2_LOV44)


def P2_beatsaber(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Beat Saber mods: custom songs and mod installers after game updates ----
    t = (U, "Beat Saber Update - Most Mods Broken", "u1")
    a2 = (U, "It looks like it will still play custom songs that were downloaded, but finding new songs, custom sabers, avatars, camera, etc. no longer function.", "u1")
    a3 = (U, "Any ETA on updated Mod Assistant that works with new version?", "u1")
    a6 = "Do you suggest a clean install of the mods via Mod Assistant again?"
    # A general sentence naming its subject, continuing no word of the title (ruling before df36): a trap.
    rec(P2_MA35, [t], P2_W_MOSTMODS, False, SAME, [], None, author="u1")
    h = [t, (U, P2_W_MOSTMODS, "u1")]
    rec(P2_MA35, h, a2[1], True, "pronoun", ["it"], "After the recent Beat Saber update, modded Beat Saber still plays downloaded custom songs, but finding new songs, custom sabers, avatars and camera mods no longer work.", author="u1")
    rec(P2_MA35, [*h, a2], a3[1], True, "ellipsis", ["new version"], "Is there an ETA for a Mod Assistant update that works with the new Beat Saber version?", author="u1")
    rec(P2_MA35, [*h, a2, a3], P2_W_UNRELATED, False, SAME, [], None, author="u2")
    rec(P2_MA35, [*h, a2, a3, (A, P2_W_UNRELATED, "u2")], a6, True, "ellipsis", ["the mods", "again"], "Do you suggest a clean reinstall of my Beat Saber mods via Mod Assistant after the game update broke them?", author="u1")
    lend(P2_MA35, [t], P2_W_QUEST, SAME, P2_BMBF19)

    t = (U, "Beatsaber Update- can't run any song whatsoever", "u1")
    h1 = (U, "Beatsaber updated a few hours ago, and upon loading songs, the screen blacks out and shows me my zone outline only.", "u1")
    h2 = (U, "I'm having the same problem.", "u2")
    h4 = (U, "Try going into Mod Assistant > Options and selecting Uninstall BSIPA.", "u3")
    h5 = "Since the game updated, mods are now broken."
    # A complete first-person environment sentence (rule 1): a trap, as the second user's below.
    rec(P2_MA297, [t, h1], P2_W_RIFT, False, SAME, [], None, author="u1")
    rec(P2_MA297, [t, h1, (U, P2_W_RIFT, "u1")], h2[1], True, "ellipsis", ["the same problem"], "Since the Beat Saber update, my screen also blacks out when loading a song in modded Beat Saber.", author="u2")
    rec(P2_MA297, [t, h1, (U, P2_W_RIFT, "u1"), h2], P2_W_VIVE, False, SAME, [], None, author="u2")
    h = [t, h1, (U, P2_W_RIFT, "u1"), h2, (U, P2_W_VIVE, "u2")]
    # A bare fix for the thread's black screen (ruling before df38).
    rec(P2_MA297, h, h4[1], True, "ellipsis", [], "To fix Beat Saber 1.13.2 blacking out on songs after the update, go into Mod Assistant > Options and select Uninstall BSIPA.", author="u3")
    rec(P2_MA297, [*h, h4], h5, True, "ellipsis", ["the game"], "Since Beat Saber updated to 1.13.2, its mods are broken.", author="u3")

    t = (U, "BMBF is stuck on Loading Configuration...", "u1")
    b3 = (U, "Is there a workaround.", "u1")
    b4 = (A, "sidequest is not responsible for bmbf so this issue is out of place.", "u2")
    b5 = "only workaround is to install a backup of beat saber if you really want to mod it with BMBF"
    # Another product named in full, nothing of SideQuest (ruling before df37, other-product clause): traps.
    rec(P2_SQ459, [t], P2_W_BMBF, False, SAME, [], None, author="u1")
    rec(P2_SQ459, [t, (U, P2_W_BMBF, "u1")], P2_W_WHEN, False, SAME, [], None, author="u1")
    h = [t, (U, P2_W_BMBF, "u1"), (U, P2_W_WHEN, "u1")]
    rec(P2_SQ459, h, b3[1], True, "ellipsis", [], "Is there a workaround for BMBF being stuck on \"Loading Configuration...\" after a Beat Saber update?", author="u1")
    rec(P2_SQ459, [*h, b3], b4[1], True, "pronoun", ["this issue"], "SideQuest is not responsible for BMBF, so BMBF's loading problem after the Beat Saber update does not belong in SideQuest's issues.", author="u2")
    rec(P2_SQ459, [*h, b3, b4], b5, True, "ellipsis", ["only workaround"], "The only workaround for BMBF not loading after a Beat Saber update is to install a backup of the previous Beat Saber if you want to mod it with BMBF.", author="u2")

    t = (U, "[BUG] : After updating the software, I lost all my versions of Beat Saber, and re-importing them didn't work.", "u1")
    c1 = (A, "Hi, can you send your logs here?", "u2")
    c2 = "Also, check if the installation folder is set correctly."
    rec(P2_BSM617, [t], c1[1], True, "ellipsis", [], "Can you send your BSManager logs for the Beat Saber versions lost after the update?", author="u2")
    rec(P2_BSM617, [t, c1], c2, True, "ellipsis", ["the installation folder"], "Also check that BSManager's installation folder is set correctly, so it finds your Beat Saber versions.", author="u2")
    lend(P2_BSM617, [t], P2_W_FILTERED, SAME, P2_PLM80)
    lend(P2_BSM617, [t, c1], P2_W_MOSTMODS, SAME, P2_MA35)

    t = (U, "Songs not loading", "u1")
    d1 = (U, "for some treason the songs I downloaded from beatsaver.com are not showing up in game, I did extract them, I haven't seen anything about beat saver not being supported.", "u1")
    d2 = (U, "If that is the case could you please tell me where to download new songs.", "u1")
    d4 = (U, "I figured it out, for some reasons it was \u201cpicking up\u201d my previously downloaded songs, I had to re-download everything inside the game.", "u1")
    d5 = "Version 0.12 has broken this for me."
    # What fails is the song loader's job, the loader left out (ruling before df37, first clause).
    rec(P2_BSSL23, [t], d1[1], True, "ellipsis", [], "The songs I downloaded from beatsaver.com and extracted do not show up in Beat Saber with BeatSaberSongLoader.", author="u1")
    rec(P2_BSSL23, [t, d1], d2[1], True, "pronoun", ["that"], "If BeatSaberSongLoader does not support beatsaver.com songs, where can I download new custom songs for it?", author="u1")
    rec(P2_BSSL23, [t, d1, d2], d4[1], True, "pronoun", ["it"], "I found why BeatSaberSongLoader did not show my beatsaver.com songs: I had to re-download them all inside Beat Saber.", author="u1")
    rec(P2_BSSL23, [t, d1, d2, d4], d5, True, "pronoun", ["this"], "Beat Saber version 0.12 has broken BeatSaberSongLoader's custom songs for me; all my songs are there but ignored.", author="u2")
    lend(P2_BSSL23, [t], P2_W_V0111, SAME, P2_BSSL19)

    t = (U, "My custom songs have vanished!", "u1")
    e1 = (U, "When I played beatsaber the other day, all my custom songs just vanished!", "u1")
    e3 = (A, "Have you updated to the latest version of the plugin?", "u2")
    e4 = "Note that there appear to be a few things broken in 4.2 (Fractional BPM, Difficulty), but earlier versions unfortunately aren't compatible with the latest Beat Saber update that just dropped recently."
    rec(P2_BSSL16, [t], e1[1], True, "ellipsis", [], "When I played Beat Saber the other day, all my custom songs from BeatSaberSongLoader vanished.", author="u1")
    rec(P2_BSSL16, [t, e1], e3[1], True, "pronoun", ["the plugin"], "Have you updated BeatSaberSongLoader to its latest version?", author="u2")
    rec(P2_BSSL16, [t, e1, e3], e4, True, "ellipsis", ["4.2"], "A few things are broken in BeatSaberSongLoader 4.2 (fractional BPM, difficulty), but its earlier versions aren't compatible with the latest Beat Saber update.", author="u2")
    lend(P2_BSSL16, [t], P2_W_NEEDSUPD, SELF, P2_PLM80)
    lend(P2_BSSL16, [t, e1], P2_W_RIFT, SAME, P2_MA297)

    t = (U, "Custom songs dont reload after playing once", "u1")
    f2 = (U, "just tried again using newly released version 4.2.2 of BeatSaberSongLoader, problem still persists.", "u1")
    f3 = "This happens if you have outdated plugins still installed in your Plugins folder."
    rec(P2_BSSL19, [t], P2_W_V0111, False, SAME, [], None, author="u1")
    rec(P2_BSSL19, [t, (U, P2_W_V0111, "u1")], f2[1], True, "ellipsis", ["problem"], "With BeatSaberSongLoader 4.2.2, my custom songs still vanish from Beat Saber's menu after playing one.", author="u1")
    rec(P2_BSSL19, [t, (U, P2_W_V0111, "u1"), f2], f3, True, "pronoun", ["This"], "Custom songs vanishing after one play with BeatSaberSongLoader happens when outdated plugins are still in Beat Saber's Plugins folder.", author="u2")
    lend(P2_BSSL19, [t], P2_W_BEEF, SAME, P2_BMBF60)

    t = (U, "Broken as of the latest version", "u1")
    g1 = (U, "Installed the files from the zip I only get a black screen when starting beat saber.", "u1")
    g2 = (U, "Tried using the manifest/lib from the zip, as well as the latest installed by BSManager, but sadly nothing loads.", "u1")
    g3 = (U, "I am now learning you can install the recommended version using BSManager, so anyone else having this issue, use that tool to pull the version that still works with the mod", "u1")
    rec(P2_PLM80, [t], g1[1], True, "ellipsis", ["the zip"], "After installing PlaylistManager's files from its release zip, I only get a black screen when starting Beat Saber.", author="u1")
    rec(P2_PLM80, [t, g1], g2[1], True, "ellipsis", ["the zip", "the latest"], "Neither the manifest and lib from PlaylistManager's zip nor the latest PlaylistManager from BSManager loads in the latest Beat Saber.", author="u1")
    rec(P2_PLM80, [t, g1, g2], g3[1], True, "pronoun", ["this issue", "the mod"], "If PlaylistManager breaks the latest Beat Saber, use BSManager to install the recommended game version that still works with PlaylistManager.", author="u1")
    rec(P2_PLM80, [t, g1, g2, g3], P2_W_FILTERED, False, SAME, [], None, author="u2")
    # Names the project, "it" the update inside the sentence (rule 2): a trap.
    rec(P2_PLM80, [t, g1, g2, g3, (A, P2_W_FILTERED, "u2")], P2_W_NEEDSUPD, False, SELF, [], None, author="u2")

    t = (U, "songs stuck loading forever", "u1")
    i2 = (U, "I did the quick fix, made sure I had the latest version installed, and reinstalled everything again but every time I try and play one of my custom songs, it just keeps loading and no buttons come up so I can't play them.", "u1")
    i4 = (A, "Update BMBF, not just the game.", "u2")
    i5 = "Use the APKs, not the installer."
    rec(P2_BMBF19, [t], P2_W_360, False, SAME, [], None, author="u1")
    rec(P2_BMBF19, [t, (U, P2_W_360, "u1")], i2[1], True, "ellipsis", ["the quick fix", "the latest version"], "After BMBF's quick fix and reinstalling, my Beat Saber custom songs still keep loading forever and I can't play them.", author="u1")
    rec(P2_BMBF19, [t, (U, P2_W_360, "u1"), i2], P2_W_QUEST, False, SAME, [], None, author="u1")
    h = [t, (U, P2_W_360, "u1"), i2, (U, P2_W_QUEST, "u1")]
    rec(P2_BMBF19, h, i4[1], True, "ellipsis", ["the game"], "To fix custom songs loading forever on the Quest, update BMBF as well as Beat Saber.", author="u2")
    rec(P2_BMBF19, [*h, i4], i5, True, "ellipsis", ["the APKs", "the installer"], "Update BMBF with the APKs from its v1.5.0 release, not the installer.", author="u2")

    t = (U, "beat saber custom songs", "u1")
    j3 = (U, "Its the new Timbaland update.", "u2")
    j4 = "BMBDF also needs to be updated and the team is working on it."
    rec(P2_BMBF60, [t], P2_W_BEEF, False, SAME, [], None, author="u1")
    rec(P2_BMBF60, [t, (U, P2_W_BEEF, "u1")], j3[1], True, "pronoun", ["Its"], "BMBF's \"beat saber broken\" message comes from Beat Saber's new Timbaland update.", author="u2")
    rec(P2_BMBF60, [t, (U, P2_W_BEEF, "u1"), j3], j4, True, "ellipsis", ["also"], "After Beat Saber's Timbaland update, BMBF also needs an update, and its team is working on it.", author="u2")
    lend(P2_BMBF60, [t], P2_W_UNRELATED, SAME, P2_MA35)
    lend(P2_BMBF60, [t, (U, P2_W_BEEF, "u1")], P2_W_VIVE, SAME, P2_MA297)


P2_AREAS = (P2_rcradios, P2_fujifilm, P2_stardew, P2_factorio, P2_foundryvtt, P2_balatro, P2_beatsaber)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in P2_AREAS:
        area(rec, U, A, lend, SAME, SELF)
