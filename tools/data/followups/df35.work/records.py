"""df35 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, thirty-first pass): engineering threads in areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"


# ---- MySQL 8's caching_sha2_password: "ER_NOT_SUPPORTED_AUTH_MODE" and "Authentication plugin 'caching_sha2_password' cannot be loaded" ----
VSDB229 = GH + "Bajdzis/vscode-database/issues/229"
VSDB81 = GH + "Bajdzis/vscode-database/issues/81"
VSDB149 = GH + "Bajdzis/vscode-database/issues/149"
VSDB266 = GH + "Bajdzis/vscode-database/issues/266"
MYIMPORT50 = GH + "Pamblam/mysql-import/issues/50"
BREADS37 = GH + "zero-to-mastery/breads-server/issues/37"
EXPBLOG4 = GH + "cumt-robin/express-blog-backend/issues/4"
SQLPAD458 = GH + "sqlpad/sqlpad/issues/458"
SQLTOOLS990 = GH + "mtxr/vscode-sqltools/issues/990"
DMARCTS99 = GH + "techsneeze/dmarcts-report-parser/issues/99"
GOBACKUP171 = GH + "gobackup/gobackup/issues/171"
SEQPRO5 = GH + "sheldon/sequel-pro/issues/5"
INSIGHT11 = GH + "creditease-sec/insight/issues/11"
SEQUELER344 = GH + "ellie-commons/sequeler/issues/344"
FISCO1734 = GH + "FISCO-BCOS/FISCO-BCOS/issues/1734"
CODEBASE218 = GH + "miguelgfierro/codebase/issues/218"
CACTI88 = GH + "scline/docker-cacti/issues/88"
MY_PLUGGABLE = "MySQL 8 has supports pluggable authentication methods. By default, one of them named caching_sha2_password is used rather than our good old mysql_native_password"
MY_SHA256 = "caching_sha2_password: Implements SHA-256 authentication (like sha256_password), \nbut uses caching on the server side for better performance \nand has additional features for wider applicability."
MY_WORKBENCH = "mysql workbench Authentication plugin 'caching_sha2_password' cannot be loaded"
MY_NAVICAT = "I tried using Navicat Premium, it works, mysql-server can successfully be connected, no errors."
MY_DUMP = "-> Dump error: mysqldump: Got error: 1045: \"Plugin caching_sha2_password could not be loaded:\nError loading shared library /usr/lib/mariadb/plugin/caching_sha2_password.so: \nNo such file or directory\" when trying to connect"
MY_SESSION = "[root@localhost ~]# mysql -h 127.0.0.1 -P 6606 -u root -p\nEnter password: \nERROR 2059 (HY000): Authentication plugin 'caching_sha2_password' cannot be loaded: /usr/lib64/mysql/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory"
MY_ERR = "ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client"


def _mysql8auth(rec, U, A, lend) -> None:  # noqa: PLR0915
    v1 = (U, "ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client", "u1")
    v2 = (U, MY_ERR + "\n\nwhat‘s this？", "u1")
    v3 = "Unfortunately, the new authorization system (MySQL 8) is not supported.\n\nMore info -> #104"
    rec(VSDB229, [v1], v2[1], True, "ellipsis", [], "What is the ER_NOT_SUPPORTED_AUTH_MODE error ('Client does not support authentication protocol requested by server') that vscode-database shows?", author="u1")
    rec(VSDB229, [v1, v2], v3, True, "ellipsis", [], "Unfortunately, vscode-database does not support the new authorization system of MySQL 8 (more info in Bajdzis/vscode-database#104).", author="u2")

    a1 = (U, "Client does not support authentication protocol requested by server", "u1")
    a2 = (U, "Connection error! " + MY_ERR + "\nYou have a problem?", "u1")
    a3 = (U, "I have the same error: `Connection error! " + MY_ERR + "`. Would you like to help fixing it? Thanks.\n\nMySQL Server version: 8.0.15 (installed by Homebrew)", "u2")
    a5 = "@liuyl1992 @liyang85 @RyanZhiNie @memehuezo \n\nYou can temporarily change user authorization to  `mysql_native_password` .\n\nhttps://github.com/Bajdzis/vscode-database/issues/104"
    # A bare connection error whose only missing subject is the extension: a follow-up.
    rec(VSDB81, [a1], a2[1], True, "ellipsis", [], "vscode-database shows 'Connection error! ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client'.", author="u1")
    rec(VSDB81, [a1, a2], a3[1], True, "ellipsis", ["the same error", "it"], "vscode-database gives me 'Connection error! ER_NOT_SUPPORTED_AUTH_MODE' with MySQL Server 8.0.15 (installed by Homebrew); would you help fix it?", author="u2")
    rec(VSDB81, [a1, a2, a3], a5, True, "ellipsis", [], "To get past ER_NOT_SUPPORTED_AUTH_MODE in vscode-database, you can temporarily change the MySQL user's authorization to `mysql_native_password` (see Bajdzis/vscode-database#104).", author="u3")

    b1 = (U, "Connection error! ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client", "u1")
    b2 = (U, "Was trying to connect to a server i have running. I'm using MySQL. I know my username and password are correct. Maybe it has something to do with the new security implementation by default in MySQL 8.", "u1")
    b4 = "You are right, unfortunately we are not yet supporting new mysql 8 authorization methods.\n\nMore info -> #104"
    rec(VSDB149, [b1], b2[1], True, "ellipsis", [], "vscode-database gives ER_NOT_SUPPORTED_AUTH_MODE when I connect to my running MySQL server with a correct username and password; maybe it has to do with MySQL 8's new default security implementation.", author="u1")
    # The quoted explanation is a general fact naming MySQL 8 and both plugins: a same-author trap.
    rec(VSDB149, [b1, b2], MY_PLUGGABLE, False, SAME, [], None, author="u1")
    rec(VSDB149, [b1, b2, (U, MY_PLUGGABLE, "u1")], b4, True, "ellipsis", ["You are right"], "vscode-database does not yet support MySQL 8's new authorization methods (caching_sha2_password); more info in Bajdzis/vscode-database#104.", author="u2")

    c1 = (U, "Connection error! ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client", "u1")
    c3 = (U, "I also encountered the same problem, my MySQL version is 8.0", "u2")
    c4 = "https://stackoverflow.com/questions/50093144/mysql-8-0-client-does-not-support-authentication-protocol-requested-by-server"
    rec(VSDB266, [c1], c3[1], True, "ellipsis", ["the same problem"], "I also get ER_NOT_SUPPORTED_AUTH_MODE in vscode-database; my MySQL version is 8.0.", author="u2")
    rec(VSDB266, [c1, c3], c4, True, "ellipsis", [], "For vscode-database's ER_NOT_SUPPORTED_AUTH_MODE with MySQL 8.0, see https://stackoverflow.com/questions/50093144/mysql-8-0-client-does-not-support-authentication-protocol-requested-by-server", author="u3")

    m1 = (U, "Issues with mysql 8", "u1")
    m2 = (U, MY_ERR, "u1")
    rec(MYIMPORT50, [m1], m2[1], True, "ellipsis", [], "mysql-import fails with MySQL 8: ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client.", author="u1")
    rec(MYIMPORT50, [m1, m2], "This has been resolved in the latest PR.", True, "pronoun", ["This"], "mysql-import's ER_NOT_SUPPORTED_AUTH_MODE error with MySQL 8 has been resolved in the latest PR.", author="u2")
    lend(MYIMPORT50, [m1], MY_PLUGGABLE, SAME, VSDB149)
    lend(MYIMPORT50, [m1, m2], MY_DUMP, SAME, GOBACKUP171)

    r1 = (U, "MySQL Authentication Error", "u1")
    r2 = (U, "Using MySQL 8.0, the below error appears when trying to login to db with the `mysql_native_password` authentication method instead of `caching_sha2_password`", "u1")
    rec(BREADS37, [r1], r2[1], True, "ellipsis", ["db"], "Using MySQL 8.0, breads-server gets an error logging in to its database with the `mysql_native_password` authentication method instead of `caching_sha2_password`.", author="u1")
    rec(BREADS37, [r1, r2], "`" + MY_ERR + "`", True, "ellipsis", [], "breads-server logging in to MySQL 8.0 with mysql_native_password gives `ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server`.", author="u1")
    lend(BREADS37, [r1], MY_SESSION, SAME, INSIGHT11)
    lend(BREADS37, [r1, r2], MY_NAVICAT, SELF, SEQPRO5)

    e1 = (U, "[Bug] ER NOT SUPPORTED AUTH MODE", "u1")
    e2 = (U, "ErrOr: ER NOT SUPPORTED AUTH MODE: client does not support authentication protocol requested by server, consi\nder upgrading MysOL client", "u1")
    e3 = "ALTER USER 'yourusername'@'localhost' IDENTIFIED WITH mysql_native_password BY 'yourpassword';\nFLUSH PRIVILEGES;"
    rec(EXPBLOG4, [e1], e2[1], True, "ellipsis", [], "express-blog-backend fails with 'ER NOT SUPPORTED AUTH MODE: client does not support authentication protocol requested by server, consider upgrading MySQL client'.", author="u1")
    rec(EXPBLOG4, [e1, e2], e3, True, "ellipsis", [], "To fix express-blog-backend's ER_NOT_SUPPORTED_AUTH_MODE, run `ALTER USER 'yourusername'@'localhost' IDENTIFIED WITH mysql_native_password BY 'yourpassword'; FLUSH PRIVILEGES;`", author="u1")
    lend(EXPBLOG4, [e1], MY_SHA256, SAME, GOBACKUP171)
    lend(EXPBLOG4, [e1, e2], MY_WORKBENCH, SAME, CODEBASE218)

    p1 = (U, "Mysql DB 'ER_NOT_SUPPORTED_AUTH_MODE'", "u1")
    rec(SQLPAD458, [p1], "Hi all.\n\nHow can I solve this?", True, "pronoun", ["this"], "How can I solve SQLPad's 'ER_NOT_SUPPORTED_AUTH_MODE' error with a MySQL database?", author="u1")
    lend(SQLPAD458, [p1], MY_PLUGGABLE, SAME, VSDB149)
    lend(SQLPAD458, [p1], MY_SESSION, SAME, INSIGHT11)

    t1 = (U, "connection error", "u1")
    t2 = (U, "**Describe the bug**\n" + MY_ERR, "u1")
    t3 = (U, "MySQL版本          mysql  Ver 8.0.28 for Win64 on x86_64 (MySQL Community Server - GPL)", "u1")
    t4 = (U, " - SQLTools Version v0.25.1\n - VS Code Version: 1.71.2\n - OS: Windows", "u1")
    t5 = "Please see https://vscode-sqltools.mteixeira.dev/en/drivers/mysql/ where there is a section titled \"MySQL 8 and ER_NOT_SUPPORTED_AUTH_MODE\"."
    rec(SQLTOOLS990, [t1], t2[1], True, "ellipsis", [], "SQLTools' connection to MySQL fails with ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client.", author="u1")
    rec(SQLTOOLS990, [t1, t2], t3[1], True, "ellipsis", [], "SQLTools' connection error ER_NOT_SUPPORTED_AUTH_MODE with mysql Ver 8.0.28 for Win64 on x86_64 (MySQL Community Server - GPL).", author="u1")
    rec(SQLTOOLS990, [t1, t2, t3], t4[1], True, "ellipsis", [], "SQLTools v0.25.1 in VS Code 1.71.2 on Windows gives ER_NOT_SUPPORTED_AUTH_MODE connecting to MySQL 8.0.28.", author="u1")
    rec(SQLTOOLS990, [t1, t2, t3, t4], t5, True, "ellipsis", [], "For SQLTools' ER_NOT_SUPPORTED_AUTH_MODE with MySQL 8, see the section \"MySQL 8 and ER_NOT_SUPPORTED_AUTH_MODE\" at https://vscode-sqltools.mteixeira.dev/en/drivers/mysql/", author="u2")
    lend(SQLTOOLS990, [t1], MY_DUMP, SAME, GOBACKUP171)
    lend(SQLTOOLS990, [t1, t2], MY_SESSION, SAME, INSIGHT11)

    k1 = (U, "Plugin caching_sha2_password could not be loaded", "u1")
    k2 = (U, "I got the following error when trying to run the parser.", "u1")
    k3 = (U, "DBI connect('database=dmarc;host=172.17.0.4;port=3306','dmarc',...) failed: Plugin caching_sha2_password could not be loaded: /usr/lib/x86_64-linux-gnu/mariadb19/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory at ./dmarcts-report-parser.pl line 266.\ndmarcts-report-parser.pl: Cannot connect to database", "u1")
    k4 = (U, "In the meanwhile, I figured out that the following SQL query helped work around the issue:\n\n```sql\nALTER USER 'user'@'localhost' IDENTIFIED WITH mysql_native_password BY 'sshhh';\n```", "u1")
    k5 = (A, "If you're using the MariaDB client with a MySQL server, this is to be expected.", "u2")
    k6 = (A, "The server uses caching_sha2_password by default for authentication when creating new users, and the MariaDB client doesn't know how to do that.", "u2")
    k7 = "Changing to the mysql_native_password auth plugin is the fix."
    rec(DMARCTS99, [k1], k2[1], True, "ellipsis", ["the parser"], "I got 'Plugin caching_sha2_password could not be loaded' when trying to run dmarcts-report-parser.", author="u1")
    # The DBI log names dmarcts-report-parser.pl and the plugin file in full: a same-author trap.
    rec(DMARCTS99, [k1, k2], k3[1], False, SAME, [], None, author="u1")
    rec(DMARCTS99, [k1, k2, k3], k4[1], True, "ellipsis", ["the issue"], "An SQL query that works around dmarcts-report-parser's 'Plugin caching_sha2_password could not be loaded': ALTER USER 'user'@'localhost' IDENTIFIED WITH mysql_native_password BY 'sshhh';", author="u1")
    rec(DMARCTS99, [k1, k2, k3, k4], k5[1], True, "pronoun", ["this"], "If you're using the MariaDB client with a MySQL server, 'Plugin caching_sha2_password could not be loaded' is to be expected.", author="u2")
    rec(DMARCTS99, [k1, k2, k3, k4, k5], k6[1], True, "pronoun", ["The server"], "A MySQL server uses caching_sha2_password by default for authentication when creating new users, and the MariaDB client doesn't know how to do that.", author="u2")
    rec(DMARCTS99, [k1, k2, k3, k4, k5, k6], k7, True, "ellipsis", ["the fix"], "The fix for the MariaDB client's 'Plugin caching_sha2_password could not be loaded' against a MySQL server is changing the user to the mysql_native_password auth plugin.", author="u2")

    g1 = (U, "bug(mysql): Plugin caching_sha2_password could not be loaded", "u1")
    g3 = (U, "## Environment\n\nMySQL 8.0 with `caching_sha2_password` plugin.", "u1")
    g5 = "## Solution\n\nAdd `mariadb-connector-c` package, \nwhich has the file `/usr/lib/mariadb/plugin/caching_sha2_password.so`."
    # The dump error names mysqldump and the library path in full: a same-author trap.
    rec(GOBACKUP171, [g1], MY_DUMP, False, SAME, [], None, author="u1")
    h = [g1, (U, MY_DUMP, "u1")]
    rec(GOBACKUP171, h, g3[1], True, "ellipsis", [], "gobackup's mysqldump fails with 'Plugin caching_sha2_password could not be loaded' against MySQL 8.0 with the `caching_sha2_password` plugin.", author="u1")
    rec(GOBACKUP171, [*h, g3], MY_SHA256, False, SAME, [], None, author="u1")
    rec(GOBACKUP171, [*h, g3, (U, MY_SHA256, "u1")], g5, True, "ellipsis", [], "The solution for gobackup's 'Plugin caching_sha2_password could not be loaded': add the `mariadb-connector-c` package to its image, which has the file `/usr/lib/mariadb/plugin/caching_sha2_password.so`.", author="u1")
    lend(GOBACKUP171, [g1], MY_NAVICAT, SELF, SEQPRO5)

    s1 = (U, "Authentication plugin 'caching_sha2_password' cannot be loaded", "u1")
    s2 = (U, "Unable to connect to host 127.0.0.1, or the request timed out.", "u1")
    s3 = (U, "MySQL said: Authentication plugin 'caching_sha2_password' cannot be loaded: dlopen(/usr/local/mysql/lib/plugin/caching_sha2_password.so, 2): image not found", "u1")
    s4 = (U, "mysqld version is `mysql:8.0.31`, I'm using mysql:8.0.31 docker image.", "u1")
    rec(SEQPRO5, [s1], s2[1], True, "ellipsis", [], "Sequel Pro says 'Unable to connect to host 127.0.0.1, or the request timed out' when connecting to MySQL 8 with caching_sha2_password.", author="u1")
    rec(SEQPRO5, [s1, s2], s3[1], True, "ellipsis", [], "Sequel Pro fails to connect to MySQL with 'Authentication plugin 'caching_sha2_password' cannot be loaded: dlopen(/usr/local/mysql/lib/plugin/caching_sha2_password.so, 2): image not found'.", author="u1")
    # A complete first-person sentence naming its own subject (the mysqld image): a same-author trap.
    rec(SEQPRO5, [s1, s2, s3], s4[1], False, SAME, [], None, author="u1")
    rec(SEQPRO5, [s1, s2, s3, s4], MY_NAVICAT, False, SELF, [], None, author="u1")
    lend(SEQPRO5, [s1], MY_WORKBENCH, SAME, CODEBASE218)

    i1 = (U, "How to solve the problem\" caching_sha2_password\" problem？", "u1")
    i3 = (U, "After a day of working on this problem of getting PHP 7 to work with MySQL 8, having had the error:\n\nAuthentication plugin 'caching_sha2_password' cannot be loaded: /usr/lib64/mysql/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory\n\nthis command \"ALTER USER 'root'@'%' IDENTIFIED WITH mysql_native_password BY 'root'; FLUSH PRIVILEGES;\" did the trick!!", "u2")
    # The session names the mysql command and its error in full: a same-author trap.
    rec(INSIGHT11, [i1], MY_SESSION, False, SAME, [], None, author="u1")
    h = [i1, (U, MY_SESSION, "u1")]
    rec(INSIGHT11, h, i3[1], False, SELF, [], None, author="u2")
    rec(INSIGHT11, [*h, i3], "This helped me too.  (:", True, "pronoun", ["This"], "ALTER USER 'root'@'%' IDENTIFIED WITH mysql_native_password BY 'root'; FLUSH PRIVILEGES; fixed 'Authentication plugin caching_sha2_password cannot be loaded' for me too.", author="u3")
    lend(INSIGHT11, [i1], MY_PLUGGABLE, SAME, VSDB149)

    q1 = (U, "caching_sha2_password cannot be loaded", "u1")
    q2 = (U, "Error while using the flatpak version on Ubuntu 20.04 and trying to connect to a local MySQL database.", "u1")
    q3 = (U, "> Authentication plugin 'caching_sha2_password' cannot be loaded: /app/lib/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory", "u1")
    q4 = (U, "Flatpak Ver: 1.6.5\nSequeler (flatpak) Ver: 0.7.5\nOS: Ubuntu 20.04 LTS", "u1")
    q5 = (U, "mysql  Ver 8.0.21-0ubuntu0.20.04.4 for Linux on x86_64 ((Ubuntu))", "u1")
    q6 = (U, "Same here.\n\nOS: Arch Linux\nDE: Gnome 40\n\nUsing MySQL 8 via Docker.", "u2")
    q8 = "Are you serious? The solution is revert the mysql auth to a less secure version?"
    rec(SEQUELER344, [q1], q2[1], True, "ellipsis", ["the flatpak version"], "Sequeler's flatpak version on Ubuntu 20.04 says 'caching_sha2_password cannot be loaded' when connecting to a local MySQL database.", author="u1")
    rec(SEQUELER344, [q1, q2], q3[1], True, "ellipsis", [], "Sequeler's flatpak fails with 'Authentication plugin 'caching_sha2_password' cannot be loaded: /app/lib/plugin/caching_sha2_password.so: cannot open shared object file'.", author="u1")
    rec(SEQUELER344, [q1, q2, q3], q4[1], True, "ellipsis", [], "Sequeler 0.7.5 (flatpak 1.6.5) on Ubuntu 20.04 LTS cannot load the caching_sha2_password plugin.", author="u1")
    rec(SEQUELER344, [q1, q2, q3, q4], q5[1], True, "ellipsis", [], "Sequeler's caching_sha2_password error happens with mysql Ver 8.0.21-0ubuntu0.20.04.4 for Linux on x86_64.", author="u1")
    rec(SEQUELER344, [q1, q2, q3, q4, q5], q6[1], True, "ellipsis", ["Same here"], "Sequeler cannot load caching_sha2_password for me either, on Arch Linux with Gnome 40 and MySQL 8 via Docker.", author="u2")
    rec(SEQUELER344, [q1, q2, q3, q4, q5, q6], q8, True, "ellipsis", ["The solution"], "Is the solution to Sequeler's 'caching_sha2_password cannot be loaded' really to revert the MySQL user's auth to the less secure mysql_native_password?", author="u3")

    f1 = (U, "Authentication plugin 'caching_sha2_password' cannot be loaded", "u1")
    f2 = "Please read this [link](https://stackoverflow.com/questions/49194719/authentication-plugin-caching-sha2-password-cannot-be-loaded)"
    rec(FISCO1734, [f1], f2, True, "ellipsis", [], "For FISCO-BCOS's 'Authentication plugin 'caching_sha2_password' cannot be loaded', read https://stackoverflow.com/questions/49194719/authentication-plugin-caching-sha2-password-cannot-be-loaded", author="u1")
    lend(FISCO1734, [f1], MY_DUMP, SAME, GOBACKUP171)
    lend(FISCO1734, [f1], MY_NAVICAT, SELF, SEQPRO5)

    w1 = (U, "solve issue with authentification in mysql", "u1")
    # Names MySQL Workbench and the plugin in full: a same-author trap.
    rec(CODEBASE218, [w1], MY_WORKBENCH, False, SAME, [], None, author="u1")
    lend(CODEBASE218, [w1], MY_SHA256, SAME, GOBACKUP171)

    x1 = (U, "Plugin caching_sha2_password could not be loaded", "u1")
    x2 = (U, "Getting the following error and yes I'm using MySql 8.0.23 when installing the docker image. \n\n`ERROR 1045 (28000): Plugin caching_sha2_password could not be loaded: /usr/lib64/mariadb/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory`", "u1")
    x3 = (U, "P.S. I checked the folder and I don't see `caching_sha2_password.so` but after doing `yum update` then install. It shows up?", "u1")
    x4 = (U, "It seems I got it working after doing a `yum update` and `yum upgrade`, then manually adding the USER in MySQL with the following commands", "u1")
    x5 = "Had to do this because MySql 8 syntax is different."
    rec(CACTI88, [x1], x2[1], True, "ellipsis", ["the docker image"], "Installing the docker-cacti image with MySQL 8.0.23 gives `ERROR 1045 (28000): Plugin caching_sha2_password could not be loaded: /usr/lib64/mariadb/plugin/caching_sha2_password.so`.", author="u1")
    rec(CACTI88, [x1, x2], x3[1], True, "ellipsis", ["the folder"], "In the docker-cacti container I don't see `caching_sha2_password.so` in /usr/lib64/mariadb/plugin, but after `yum update` and reinstalling, does it show up?", author="u1")
    rec(CACTI88, [x1, x2, x3], x4[1], True, "pronoun", ["it"], "docker-cacti with MySQL 8 seems to work after `yum update` and `yum upgrade`, then manually adding the cacti user in MySQL.", author="u1")
    rec(CACTI88, [x1, x2, x3, x4], x5, True, "pronoun", ["this"], "I had to add the cacti MySQL user manually because MySQL 8's syntax is different.", author="u1")
    lend(CACTI88, [x1], MY_SHA256, SAME, GOBACKUP171)


# ---- Python's circular imports: "cannot import name ... from partially initialized module" and scripts named like the package ----
LMEVAL2562 = GH + "EleutherAI/lm-evaluation-harness/issues/2562"
CSIREAD15 = GH + "citysu/csiread/issues/15"
TCAGCN3 = GH + "OrdinaryQin/TCA-GCN/issues/3"
PROXYCHK3 = GH + "ricerati/proxy-checker-python/issues/3"
JPAKE2 = GH + "warner/python-jpake/issues/2"
ICRAWLER129 = GH + "hellock/icrawler/issues/129"
GDA17 = GH + "geomdata/gda-public/issues/17"
SNNAX13 = GH + "PGI15/snnax/issues/13"
TOKENSAV78 = GH + "Mibayy/token-savior/issues/78"
COTNET17 = GH + "JDAI-CV/CoTNet/issues/17"
HISTOPRINT62 = GH + "scikit-hep/histoprint/issues/62"
LLMGUARD34 = GH + "protectai/llm-guard/issues/34"
CITMAP2 = GH + "ChenLiu-1996/CitationMap/issues/2"
CLAUDEAPI10 = GH + "Nipun1212/Claude_api/issues/10"
MIRRORBRAIN69 = GH + "poeml/mirrorbrain/issues/69"
BENCHLINGR38 = GH + "taylo5jm/benchlingr/issues/38"
CDLIB140 = GH + "GiulioRossetti/cdlib/issues/140"
CI_HIST = "I am not sure how Python is supposed to react if you try to import a module with the same name as the script you are running."
CI_LLMG = "The Python interpreter can become confused by the name of `examples/openai.py` when reading the `import openai` statement at the top of that same file."
CI_MB = "The Python module's name \"mb\" can get into the way when it is being installed,\nbecause it has the same name as the script \"mb\" / \"mb.py\"."
CI_JPAKE = "ImportError: cannot import name 'JPAKE' from partially initialized module 'jpake' (most likely due to a circular import)"
CI_PROXY = "I am getting this error at import line itself \n\n`from proxy_checker import ProxyChecker`\n\nImportError: cannot import name 'ProxyChecker' from partially initialized module 'proxy_checker' (most likely due to a circular import)"
CI_STACKABUSE = "You can read about circular imports and how you can fix them on StackAbuse ([https://stackabuse.com/python-circular-imports/](https://stackabuse.com/python-circular-imports/))."


def _circular(rec, U, A, lend) -> None:  # noqa: PLR0915
    l1 = (U, "partially initialized module", "u1")
    l2 = (U, "ImportError: cannot import name 'cli_evaluate' from partially initialized module 'lm_eval.__main__' (most likely due to a circular import) (/mnt/data-disk0/project/lm-evaluation-harness/lm_eval/__main__.py)", "u1")
    # The traceback line names lm_eval.__main__ and its file in full: a same-author trap.
    rec(LMEVAL2562, [l1], l2[1], False, SAME, [], None, author="u1")
    rec(LMEVAL2562, [l1, l2], "Why is there a circular import?", True, "ellipsis", [], "Why is there a circular import when importing 'cli_evaluate' from lm_eval.__main__ in lm-evaluation-harness?", author="u1")
    lend(LMEVAL2562, [l1], CI_HIST, SAME, HISTOPRINT62)
    lend(LMEVAL2562, [l1, l2], CI_STACKABUSE, SAME, PROXYCHK3)

    c1 = (U, "How can i solve: ImportError: cannot import name '_csiread' from partially initialized module 'csiread' (most likely due to a circular import) (/home/tt/csiread/csiread/__init__.py)", "u1")
    rec(CSIREAD15, [c1], "RT", True, "ellipsis", [], "How can I solve csiread's ImportError: cannot import name '_csiread' from partially initialized module 'csiread' (most likely due to a circular import)?", author="u1")
    rec(CSIREAD15, [c1, (U, "RT", "u1")], "Just change your working directory", True, "ellipsis", [], "To fix csiread's 'cannot import name _csiread from partially initialized module csiread', just change your working directory out of the csiread source tree.", author="u2")
    lend(CSIREAD15, [c1], CI_MB, SAME, MIRRORBRAIN69)
    lend(CSIREAD15, [c1], CI_JPAKE, SAME, JPAKE2)

    t1 = (U, "ImportError: cannot import name 'hypergraph_utils' from partially initialized module 'model'(most likely due to a circular import))", "u1")
    t2 = (U, "When I reappear, the above problems occur. How can I solve it?", "u1")
    t3 = "We are not using this module and update it. Thank you very much for your interest and comments."
    rec(TCAGCN3, [t1], t2[1], True, "pronoun", ["the above problems", "it"], "When I reproduce TCA-GCN, I get ImportError: cannot import name 'hypergraph_utils' from partially initialized module 'model'; how can I solve it?", author="u1")
    rec(TCAGCN3, [t1, t2], t3, True, "pronoun", ["this module"], "TCA-GCN is not using the hypergraph_utils module and has updated the code to drop it.", author="u2")
    lend(TCAGCN3, [t1], CI_LLMG, SAME, LLMGUARD34)
    lend(TCAGCN3, [t1, t2], CI_PROXY, SELF, PROXYCHK3)

    p1 = (U, "ImportError", "u1")
    p3 = (A, "This is not a problem with the package itself, but rather with your code.", "u2")
    p5 = "If you're not able to find a solution, feel free to send me your code and I'd be happy to help."
    # The report quotes the import line and the error in full; "this error" points inside it.
    rec(PROXYCHK3, [p1], CI_PROXY, False, SELF, [], None, author="u1")
    h = [p1, (U, CI_PROXY, "u1")]
    rec(PROXYCHK3, h, p3[1], True, "pronoun", ["This"], "The circular-import error from `from proxy_checker import ProxyChecker` is not a problem with the proxy-checker package itself, but with your code.", author="u2")
    rec(PROXYCHK3, [*h, p3], CI_STACKABUSE, False, SAME, [], None, author="u2")
    rec(PROXYCHK3, [*h, p3, (A, CI_STACKABUSE, "u2")], p5, True, "ellipsis", ["a solution"], "If you can't find a solution to the proxy_checker circular import, send your code to the proxy-checker maintainer, who is happy to help.", author="u2")

    j1 = (U, "Circular Import issue", "u1")
    # Names the module and the name in full: a same-author trap.
    rec(JPAKE2, [j1], CI_JPAKE, False, SAME, [], None, author="u1")
    lend(JPAKE2, [j1], CI_HIST, SAME, HISTOPRINT62)
    lend(JPAKE2, [j1, (U, CI_JPAKE, "u1")], CI_MB, SAME, MIRRORBRAIN69)

    i1 = (U, "ImportError", "u1")
    i2 = (U, "How to solve the following question: \nImportError: cannot import name 'storage' from partially initialized module 'icrawler' (most likely due to a circular import) (/mnt/data/***/miniconda3/envs/dl_daily/lib/python3.10/site-packages/icrawler-0.0.0-py3.10.egg/icrawler/__init__.py)", "u1")
    rec(ICRAWLER129, [i1], i2[1], False, SAME, [], None, author="u1")
    rec(ICRAWLER129, [i1, i2], "Can you provide a minimum working example?", True, "ellipsis", [], "Can you provide a minimum working example of the icrawler import that fails with 'cannot import name storage from partially initialized module icrawler'?", author="u2")
    lend(ICRAWLER129, [i1], CI_STACKABUSE, SAME, PROXYCHK3)

    g1 = (U, "Multidim import issue", "u1")
    g2 = (U, "Hi! After having installed gda-public I was trying to import multidim library but got this issue: \nImportError: cannot import name 'fast_algorithms' from partially initialized module 'multidim' (most likely due to a circular import).", "u1")
    g3 = (U, "On stackoverflow I saw some insights but haven't solved my problem, https://stackoverflow.com/questions/64807163/importerror-cannot-import-name-from-partially-initialized-module-m", "u1")
    g4 = (U, "OS: windows 10, anaconda", "u1")
    g5 = (A, "Our internal version of gda-public has gone through a lot of changes since the last clone here, so it will be hard to debug from this reference.", "u2")
    g6 = "Contact me at abraham.smith@geomdata.com and we can set up a call to discuss what you're trying to accomplish, and how this package might be helpful."
    # Names gda-public, multidim and the error; "this issue" points inside it.
    rec(GDA17, [g1], g2[1], False, SELF, [], None, author="u1")
    rec(GDA17, [g1, g2], g3[1], True, "ellipsis", ["my problem"], "I haven't solved gda-public's multidim circular import (cannot import name 'fast_algorithms') with the insights from https://stackoverflow.com/questions/64807163/importerror-cannot-import-name-from-partially-initialized-module-m", author="u1")
    rec(GDA17, [g1, g2, g3], g4[1], True, "ellipsis", [], "gda-public's multidim import fails with the circular-import error on Windows 10 with Anaconda.", author="u1")
    rec(GDA17, [g1, g2, g3, g4], g5[1], True, "pronoun", ["this reference"], "gda-public's internal version has gone through a lot of changes since the last clone on GitHub, so the multidim circular import will be hard to debug from the public repository.", author="u2")
    rec(GDA17, [g1, g2, g3, g4, g5], g6, True, "pronoun", ["this package"], "Contact abraham.smith@geomdata.com to set up a call about what you're trying to accomplish and how gda-public might be helpful.", author="u2")

    n1 = (U, "Import fails due to circular import after standard pip installation", "u1")
    n2 = "When installing via `pip install snnax`, the following error occurs:\n>ImportError: cannot import name 'init' from partially initialized module 'snnax.snn' (most likely due to a circular import) (/home/will/repo/.venv/lib/python3.10/site-packages/snnax/snn/__init__.py)"
    rec(SNNAX13, [n1], n2, False, SAME, [], None, author="u1")
    lend(SNNAX13, [n1], CI_LLMG, SAME, LLMGUARD34)
    lend(SNNAX13, [n1, (U, n2, "u1")], CI_JPAKE, SAME, JPAKE2)

    k1 = (U, "Circular import: 'import token_savior.memory.observations' fails unless memory_db was imported first", "u1")
    k2 = (U, "Importing `token_savior.memory.observations` before the `memory_db` facade raises `ImportError`:\n\n```\n$ python -c \"import token_savior.memory.observations\"\nImportError: cannot import name '_CORRUPTION_MARKERS' from partially initialized module\n'token_savior.memory.observations' (most likely due to a circular import)\n```", "u1")
    k3 = (U, "Importing the facade first works:\n\n```\n$ python -c \"import token_savior.memory_db, token_savior.memory.observations; print('ok')\"\nok\n```", "u1")
    k4 = "The cycle is `observations` → `memory_db` → `observations`. It resolves in one direction only:"
    rec(TOKENSAV78, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(TOKENSAV78, [k1, k2], k3[1], True, "ellipsis", ["the facade"], "Importing token_savior's `memory_db` facade before `token_savior.memory.observations` works without the circular ImportError.", author="u1")
    rec(TOKENSAV78, [k1, k2, k3], k4, True, "ellipsis", ["It"], "token_savior's import cycle is `observations` → `memory_db` → `observations`, and it resolves in one direction only.", author="u1")
    lend(TOKENSAV78, [k1], CI_HIST, SAME, HISTOPRINT62)

    o1 = (U, "ImportError: cannot import name '_C' from partially initialized module 'config' (most likely due to a circular import)", "u1")
    o2 = (U, "When trying `python3 -m torch.distributed.launch --nproc_per_node=8 train.py --folder ./experiments/cot_experiments/CoTNet-50-350epoch` I am getting the error `ImportError: cannot import name '_C' from partially initialized module 'config' (most likely due to a circular import) (CoTNet/config/__init__.py)`.", "u1")
    o3 = "This happens for `python3 train.py` as well."
    rec(COTNET17, [o1], o2[1], False, SAME, [], None, author="u1")
    rec(COTNET17, [o1, o2], o3, True, "pronoun", ["This"], "CoTNet's `ImportError: cannot import name '_C' from partially initialized module 'config'` happens for `python3 train.py` as well.", author="u1")
    lend(COTNET17, [o1], CI_STACKABUSE, SAME, PROXYCHK3)
    lend(COTNET17, [o1, o2], CI_MB, SAME, MIRRORBRAIN69)

    s1 = (U, "Circular Import Error", "u1")
    s2 = (U, "Upon testing your package with ```conda```:\n\n```bash\nconda create -c conda-forge --name HistoPrint histoprint\nconda activate HistoPrint\npython histoprint.py\n```", "u1")
    s3 = (U, "where ```histoprint.py``` is a copy of the example you have placed on this repository's README file.", "u1")
    s4 = (A, "Have you tried renaming the script file?", "u2")
    rec(HISTOPRINT62, [s1], s2[1], True, "ellipsis", ["your package"], "I get a circular import error when testing histoprint with conda: `conda create -c conda-forge --name HistoPrint histoprint`, `conda activate HistoPrint`, `python histoprint.py`.", author="u1")
    rec(HISTOPRINT62, [s1, s2], s3[1], True, "ellipsis", [], "The histoprint.py script that fails with histoprint's circular import error is a copy of the example in histoprint's README.", author="u1")
    rec(HISTOPRINT62, [s1, s2, s3], s4[1], True, "pronoun", ["the script file"], "Have you tried renaming your histoprint.py script file so it does not shadow the histoprint package?", author="u2")
    rec(HISTOPRINT62, [s1, s2, s3, s4], CI_HIST, False, SAME, [], None, author="u2")
    lend(HISTOPRINT62, [s1], CI_JPAKE, SAME, JPAKE2)

    m1 = (U, "Circular import caused by filename of example script openai.py", "u1")
    m3 = (U, "This will produce an error at runtime with a warning about a circular import.", "u1")
    m4 = (U, "I solved this problem by:\n1. Renaming `examples/openai.py' to 'examples/openai-test.py'\n2. Adding `openai` to `requirements.txt`\n3. Reinstalling the requirements with `pip install -r requirements.txt`", "u1")
    m5 = "Hey @tcpiplab , thanks for raising this. I changed the name of this file."
    rec(LLMGUARD34, [m1], CI_LLMG, False, SAME, [], None, author="u1")
    h = [m1, (U, CI_LLMG, "u1")]
    rec(LLMGUARD34, h, m3[1], True, "pronoun", ["This"], "Running llm-guard's `examples/openai.py` produces an error at runtime with a warning about a circular import.", author="u1")
    rec(LLMGUARD34, [*h, m3], m4[1], True, "pronoun", ["this problem"], "I solved llm-guard's examples/openai.py circular import by renaming it to examples/openai-test.py, adding `openai` to requirements.txt and reinstalling with `pip install -r requirements.txt`.", author="u1")
    rec(LLMGUARD34, [*h, m3, m4], m5, True, "pronoun", ["this", "this file"], "Thanks for raising llm-guard's openai.py circular import; I renamed llm-guard's examples/openai.py.", author="u2")
    lend(LLMGUARD34, [m1], CI_PROXY, SELF, PROXYCHK3)

    e1 = (U, "Circular import issue", "u1")
    e2 = (U, "Hi there, \n\nThanks a lot for building this wonderful project. I tried running your demo but unfortunately got an error on python `import`. I tried on both my mac and a linux workstation and neither worked.", "u1")
    e3 = (A, "Oh I perhaps know what the problem is. It is probably because the name of your script and the name of the package are the same. Try renaming your `citation_map.py` to something else.", "u2")
    e4 = (A, "Please let me know if this fixes your problem. If so I will close the issue.", "u2")
    rec(CITMAP2, [e1], e2[1], True, "pronoun", ["this wonderful project", "your demo"], "Running CitationMap's demo fails with a circular import error on python `import`, on both a Mac and a Linux workstation.", author="u1")
    rec(CITMAP2, [e1, e2], e3[1], True, "pronoun", ["the problem", "It"], "CitationMap's demo fails with a circular import probably because your script and the package are both named citation_map; rename your `citation_map.py` to something else.", author="u2")
    rec(CITMAP2, [e1, e2, e3], e4[1], True, "pronoun", ["this"], "Let me know if renaming citation_map.py fixes CitationMap's circular import, so I can close the issue.", author="u2")
    rec(CITMAP2, [e1, e2, e3, e4], "Thank you so much! It works perfectly", True, "pronoun", ["It"], "Renaming my citation_map.py fixed CitationMap's circular import; the demo works perfectly.", author="u1")
    lend(CITMAP2, [e1], CI_STACKABUSE, SAME, PROXYCHK3)

    a1 = (U, "Circular import?", "u1")
    rec(CLAUDEAPI10, [a1], "Never mind. Don't randomly name your file the same as the libary", True, "ellipsis", ["Never mind"], "Claude_api's circular import came from naming my script file the same as the library.", author="u1")
    lend(CLAUDEAPI10, [a1], CI_MB, SAME, MIRRORBRAIN69)
    lend(CLAUDEAPI10, [a1], CI_LLMG, SAME, LLMGUARD34)

    b1 = (U, "mb Python module's name can get into the way", "u1")
    b3 = (U, "This can lead to a very puzzling problem: Imports fail for mysterious reasons.", "u1")
    b4 = (U, "The issue is that the script \"mb.py\" imports the module named \"mb\", which leads to\nimporting itself instead of the module.", "u1")
    b5 = (U, "This seems to happen when the script exists\nwith its ending \".py\".", "u1")
    b6 = "The current directory is always the first in the search path\nin Python, that's why."
    rec(MIRRORBRAIN69, [b1], CI_MB, False, SAME, [], None, author="u1")
    h = [b1, (U, CI_MB, "u1")]
    rec(MIRRORBRAIN69, h, b3[1], True, "pronoun", ["This"], "MirrorBrain's Python module sharing the name \"mb\" with the script mb.py can make imports fail for mysterious reasons.", author="u1")
    rec(MIRRORBRAIN69, [*h, b3], b4[1], True, "pronoun", ["The issue"], "MirrorBrain's imports fail because the script \"mb.py\" imports the module named \"mb\" and so imports itself instead of the module.", author="u1")
    rec(MIRRORBRAIN69, [*h, b3, b4], b5[1], True, "pronoun", ["This"], "MirrorBrain's mb.py importing itself instead of the mb module seems to happen when the script exists with its \".py\" ending.", author="u1")
    rec(MIRRORBRAIN69, [*h, b3, b4, b5], b6, True, "ellipsis", ["that's why"], "mb.py imports itself instead of MirrorBrain's mb module because the current directory is always first in Python's search path.", author="u1")

    r1 = (U, "Python circular import issue", "u1")
    r2 = (U, "It seems our  [benchling_api_client](https://github.com/hemoshear/benchlingr/blob/main/inst/python/benchling_api_client.py) file has exact same name with Benchling SDK's client package.", "u1")
    r3 = (U, "ImportError: cannot import name 'Benchling' from partially initialized module 'benchling_sdk.benchling' (most likely due to a circular import) (/.../.../benchlingr/venv/lib/python3.9/site-packages/benchling_sdk/benchling.py)", "u1")
    r4 = "I think we can change this python file name to `benhclingr_dev_api_client` or something more distinctive."
    rec(BENCHLINGR38, [r1], r2[1], True, "pronoun", ["our"], "benchlingr's benchling_api_client.py file has exactly the same name as Benchling SDK's client package.", author="u1")
    rec(BENCHLINGR38, [r1, r2], r3[1], False, SAME, [], None, author="u1")
    rec(BENCHLINGR38, [r1, r2, r3], r4, True, "pronoun", ["this python file", "we"], "benchlingr could rename its benchling_api_client.py to `benhclingr_dev_api_client` or something more distinctive.", author="u1")

    d1 = (U, "Rename your example tutorial notebook", "u1")
    d2 = (U, "I was checking out the `CDlib.ipynb` tutorial notebook on colab (https://colab.research.google.com/github/KDDComplexNetworkAnalysis/CNA_Tutorials/blob/master/CDlib.ipynb). At one point, I was happy with the things I learned so I decided to download it as a python script to use on my machine.", "u1")
    d3 = (U, "Since the python file exported by Colab is named `CDlib.py` too, it was giving circular import error.", "u1")
    d4 = (U, "If you rename the jupyter notebook from \"CDlib.ipynb\" to something like \"CDlib_tutorial.ipynb\" will resolve this minor issue.", "u1")
    d5 = (A, "Thanks for the suggestion: you are completely right, it was a \"naive\" choice  for the notebook name. I'll change it ASAP!", "u2")
    rec(CDLIB140, [d1], d2[1], False, SELF, [], None, author="u1")
    rec(CDLIB140, [d1, d2], d3[1], True, "ellipsis", ["too", "it"], "The CDlib.ipynb tutorial downloaded from Colab as a python script is named `CDlib.py`, so importing cdlib from it gives a circular import error.", author="u1")
    rec(CDLIB140, [d1, d2, d3], d4[1], True, "pronoun", ["this minor issue"], "Renaming cdlib's tutorial notebook from \"CDlib.ipynb\" to something like \"CDlib_tutorial.ipynb\" would resolve the circular import of its exported script.", author="u1")
    rec(CDLIB140, [d1, d2, d3, d4], d5[1], True, "pronoun", ["the suggestion", "it"], "CDlib.ipynb was a naive name for cdlib's tutorial notebook; I'll rename it ASAP.", author="u2")
    rec(CDLIB140, [d1, d2, d3, d4, d5], "Tutorial notebook renamed.", True, "ellipsis", [], "cdlib's CDlib.ipynb tutorial notebook has been renamed.", author="u2")


# ---- Apple Silicon and x86_64 binaries: "mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')", Rosetta ----
BLENO15 = GH + "notjosh/bleno-mac/issues/15"
NUDELTA27 = GH + "donn/nudelta/issues/27"
CLASSDUMP1 = GH + "leptos-null/classdumpctl/issues/1"
MLX621 = GH + "ml-explore/mlx/issues/621"
MODDABLE1011 = GH + "Moddable-OpenSource/moddable/issues/1011"
TOCROP539 = GH + "TimOliver/TOCropViewController/pull/539"
DANGER819 = GH + "MeilCli/danger-action/issues/819"
ZETAWATCH23 = GH + "cbreak-black/ZetaWatch/issues/23"
AIDEVKIT141 = GH + "databricks-solutions/ai-dev-kit/pull/141"
COCOTB2986 = GH + "cocotb/cocotb/issues/2986"
NUBESGEN463 = GH + "microsoft/NubesGen/pull/463"
INSTALLAPPS80 = GH + "macadmins/installapplications/issues/80"
SWIGPYPI95 = GH + "nightlark/swig-pypi/issues/95"
VLLMMETAL388 = GH + "vllm-project/vllm-metal/pull/388"
PYKONAL24 = GH + "malcolmw/pykonal/issues/24"
TVBGDIST72 = GH + "the-virtual-brain/tvb-gdist/issues/72"
FSPS179 = GH + "dfm/python-fsps/issues/179"
RTEXT60 = GH + "OscarKjell/text/issues/60"
XYLIB29 = GH + "wojdyr/xylib/issues/29"
ROMANISIM375 = GH + "spacetelescope/romanisim/issues/375"
PYTYPE1515 = GH + "google/pytype/issues/1515"
AS_UNIV = "Universal2 Python binaries (from python.org or `/usr/bin/python3`) contain both x86_64 and arm64 code. Under Rosetta, they default to x86_64 — so `pip` downloads x86_64 wheels."
AS_CLI = "Not that contrary to graphical applications, MacOS will not automatically offer user to install Rosetta when executing a `x86_64` binary on the command line."
AS_MODDABLE = "The Moddable SDK has built on Apple Silicon since shortly after its launch. I develop on an M2."
AS_CONDAINFO = "To check which conda distribution you have installed, run `conda info`"
AS_SWIG = "Installing swig using pip on an ARM mac-mini seems to install an x86_64 binary, which fails at runtime."
AS_CLASSDUMP = "`classdumpctl` works by loading the requested mach-o image. This requires the mach-o image to have a slice with the same architecture as the `classdumpctl` that's running."
AS_ROMANISIM = "I have an arm Mac and I am trying to pip install --upgrade romanisim to the newest version (0.15.0), but it keeps downloading the x86_64 version and the code returns the following error when it runs:"


def _machoarch(rec, U, A, lend) -> None:  # noqa: PLR0915
    b1 = (U, "Incompatible architecture issue on mac m1", "u1")
    b2 = "I am getting below error in mac book m1. Does any one having any idea on this?\n`(mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')`"
    rec(BLENO15, [b1], b2, True, "ellipsis", [], "bleno-mac on a MacBook M1 fails with '(mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')'; does anyone have an idea about it?", author="u1")
    lend(BLENO15, [b1], AS_UNIV, SAME, AIDEVKIT141)
    lend(BLENO15, [b1, (U, b2, "u1")], AS_CONDAINFO, SAME, RTEXT60)

    n1 = (U, "incompatible architecture", "u1")
    n2 = (U, "How can i rebuild the macos app? i am getting this error\n```\n(mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))\n```", "u1")
    n3 = (A, "We've resolved this privately: but just use a pre-built version under Rosetta:\n\nhttps://support.apple.com/en-eg/HT211861", "u2")
    n4 = "I don't have access to an M1 Mac, so I can't do much about build instructions. Sorry."
    rec(NUDELTA27, [n1], n2[1], True, "ellipsis", ["the macos app"], "How can I rebuild nudelta's macOS app? I get '(mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))'.", author="u1")
    rec(NUDELTA27, [n1, n2], n3[1], True, "pronoun", ["this"], "For nudelta's incompatible-architecture error on an M1 Mac, just use a pre-built version of nudelta under Rosetta (https://support.apple.com/en-eg/HT211861).", author="u2")
    rec(NUDELTA27, [n1, n2, n3], n4, True, "ellipsis", ["build instructions"], "nudelta's maintainer has no M1 Mac, so can't do much about build instructions for Apple Silicon.", author="u2")
    lend(NUDELTA27, [n1], AS_CLI, SAME, NUBESGEN463)

    c1 = (U, "(mach-o file, but is an incompatible architecture (have (arm64), need (x86_64h)))", "u1")
    c2 = (A, "1. What operating system were you running on?\n2. Did you compile from source, or did you download one of the pre-built binaries from <https://github.com/leptos-null/classdumpctl/releases>?", "u2")
    c4 = (A, "From this message, I'm guessing that you're running on macOS (`x86_64`) and trying to load a mach-o image that appears to be compiled for arm64 only.", "u2")
    c5 = "In this case, these two are incompatible."
    rec(CLASSDUMP1, [c1], c2[1], True, "ellipsis", [], "For classdumpctl's '(mach-o file, but is an incompatible architecture (have (arm64), need (x86_64h)))': what OS were you running on, and did you compile classdumpctl from source or download a pre-built binary from https://github.com/leptos-null/classdumpctl/releases?", author="u2")
    rec(CLASSDUMP1, [c1, c2], AS_CLASSDUMP, False, SAME, [], None, author="u2")
    h = [c1, c2, (A, AS_CLASSDUMP, "u2")]
    rec(CLASSDUMP1, h, c4[1], True, "pronoun", ["this message"], "From classdumpctl's '(have (arm64), need (x86_64h))' message, I guess you're running on x86_64 macOS and loading a mach-o image compiled for arm64 only.", author="u2")
    rec(CLASSDUMP1, [*h, c4], c5, True, "pronoun", ["this case", "these two"], "An x86_64 classdumpctl and a mach-o image compiled for arm64 only are incompatible.", author="u2")
    lend(CLASSDUMP1, [c1], AS_SWIG, SAME, SWIGPYPI95)

    m1 = (U, "When I run the demo I get the following error（ mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')）", "u1")
    m2 = "My DEMO:\n`from mlx_lm import load, generate\n\nmodel, tokenizer = load(\"mlx-community/deepseek-coder-1.3b-instruct-mlx\")\nresponse = generate(model, tokenizer, prompt=\"hello\", verbose=True)\n`"
    rec(MLX621, [m1], m2, True, "ellipsis", ["My DEMO"], "My MLX demo, `from mlx_lm import load, generate` then loading mlx-community/deepseek-coder-1.3b-instruct-mlx and generating, fails with 'mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')'.", author="u1")
    lend(MLX621, [m1], AS_UNIV, SAME, AIDEVKIT141)
    lend(MLX621, [m1, (U, m2, "u1")], AS_CONDAINFO, SAME, RTEXT60)

    d1 = (U, "ARM-based Mac: mcsim/mc.so incompatible architecture", "u1")
    d2 = (U, "Targeting the simulator raises an error on an ARM-based MacBook.", "u1")
    d3 = (U, "> tech.moddable.mcsim/mc.so' (mach-o file, but is an incompatible architecture (have '×86_64', need 'arm64')),", "u1")
    d4 = (U, "Environment\n+ `git describe --abbrev=7 --always --long`gives 3.6.0-55-g5569674\n+ MacBook Air M1 2020\n+ macOS 13.1 (22C65)", "u1")
    d6 = (A, "It looks like you may have an ARM build of the simulator and an x86 build of the project (`mc.so`).", "u2")
    d7 = "Did you migrate to an Apple Silicon machine recently? If so, you may need to update Xcode and the its Command Line tools to get the ARM versions."
    rec(MODDABLE1011, [d1], d2[1], True, "ellipsis", ["the simulator"], "Targeting the Moddable SDK's simulator (mcsim) raises an incompatible-architecture error for mc.so on an ARM-based MacBook.", author="u1")
    rec(MODDABLE1011, [d1, d2], d3[1], True, "ellipsis", [], "The Moddable simulator on an ARM Mac fails with tech.moddable.mcsim/mc.so (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')).", author="u1")
    rec(MODDABLE1011, [d1, d2, d3], d4[1], True, "ellipsis", [], "The Moddable mcsim mc.so incompatible-architecture error happens on Moddable SDK 3.6.0-55-g5569674, a MacBook Air M1 2020, macOS 13.1 (22C65).", author="u1")
    rec(MODDABLE1011, [d1, d2, d3, d4], AS_MODDABLE, False, SAME, [], None, author="u2")
    h = [d1, d2, d3, d4, (A, AS_MODDABLE, "u2")]
    rec(MODDABLE1011, h, d6[1], True, "pronoun", ["the simulator", "the project"], "The Moddable mc.so incompatible-architecture error suggests an ARM build of the Moddable simulator and an x86 build of the project (`mc.so`).", author="u2")
    rec(MODDABLE1011, [*h, d6], d7, True, "ellipsis", ["the ARM versions"], "If you migrated to an Apple Silicon machine recently, you may need to update Xcode and its Command Line Tools to get ARM versions of the Moddable SDK's tools.", author="u2")

    t1 = (U, "Compatible with x86_64 arch for M1.", "u1")
    t2 = (U, "- Added x86_64 arch.\n- On M1, it gives an error when trying to run the app on the simulator.", "u1")
    t3 = "Thanks @m-afham! It's been fine on my M1 Max, but I'll merge this just in case!"
    rec(TOCROP539, [t1], t2[1], True, "pronoun", ["it", "the app"], "This TOCropViewController PR adds the x86_64 arch: on M1, TOCropViewController gives an error when running the app on the simulator.", author="u1")
    rec(TOCROP539, [t1, t2], t3, True, "pronoun", ["It", "this"], "TOCropViewController has been fine on my M1 Max, but I'll merge the x86_64-arch-for-M1 PR just in case.", author="u2")
    lend(TOCROP539, [t1], AS_CLI, SAME, NUBESGEN463)
    lend(TOCROP539, [t1, t2], AS_CLASSDUMP, SAME, CLASSDUMP1)

    g1 = (U, "issues on Apple Silicon", "u1")
    g2 = (U, "When running the action inside self hosted Mac mini m2 I get the following:\n`vendor/bundle/ruby/3.2.0/gems/ffi-1.15.5/lib/ffi_c.bundle' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')`", "u1")
    g3 = (U, "Is there a way to fix this?", "u1")
    g4 = (U, "## Environment\nApple Silicon m2", "u1")
    g5 = "It is not this actions's problem.\nhttps://stackoverflow.com/questions/71882029/mach-o-file-but-is-an-incompatible-architecture-have-arm64-need-x86-64-i\nhttps://stackoverflow.com/questions/66644365/cocoapods-on-m1-apple-silicon-fails-with-ffi-wrong-architecture"
    rec(DANGER819, [g1], g2[1], True, "ellipsis", ["the action"], "Running danger-action on a self-hosted Mac mini M2, ffi-1.15.5's ffi_c.bundle fails with 'mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')'.", author="u1")
    rec(DANGER819, [g1, g2], g3[1], True, "pronoun", ["this"], "Is there a way to fix danger-action's ffi_c.bundle incompatible-architecture error on a self-hosted Apple Silicon runner?", author="u1")
    rec(DANGER819, [g1, g2, g3], g4[1], True, "ellipsis", [], "danger-action's ffi incompatible-architecture error happens on an Apple Silicon M2 runner.", author="u1")
    rec(DANGER819, [g1, g2, g3, g4], g5, True, "pronoun", ["this actions's problem"], "The ffi_c.bundle incompatible-architecture error on Apple Silicon is not danger-action's problem; see the Stack Overflow questions on ffi's wrong architecture on M1.", author="u2")
    lend(DANGER819, [g1], AS_MODDABLE, SAME, MODDABLE1011)

    z1 = (U, "Not yet supporting M1", "u1")
    z2 = (U, "```\n/Users/<user>/Downloads/ZetaWatch.app/Contents/MacOS/ZetaWatch ; exit;\ndyld[2273]: Library not loaded: /usr/local/zfs/lib/libnvpair.3.dylib\n  Referenced from: /Users/<user>/Downloads/ZetaWatch.app/Contents/MacOS/ZetaWatch\n  Reason: tried: '/usr/local/zfs/lib/libnvpair.3.dylib' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')), '/usr/lib/libnvpair.3.dylib' (no such file)\n```", "u1")
    z3 = (A, "Hi there\n\nIt seems you're using the `x86_64` build. Try using the `ARM` build instead: https://github.com/cbreak-black/ZetaWatch/releases", "u2")
    z4 = (U, "Thanks, didn't see it as I only saw the release..", "u3")
    z5 = "Seems to work, just would've loved if it could somehow bestarted very-very early in the login list"
    # The dyld log names ZetaWatch.app and the library in full: a same-author trap.
    rec(ZETAWATCH23, [z1], z2[1], False, SAME, [], None, author="u1")
    rec(ZETAWATCH23, [z1, z2], z3[1], True, "ellipsis", [], "ZetaWatch's libnvpair incompatible-architecture error means you're using ZetaWatch's `x86_64` build; use the `ARM` build from https://github.com/cbreak-black/ZetaWatch/releases instead.", author="u2")
    rec(ZETAWATCH23, [z1, z2, z3], z4[1], True, "pronoun", ["it"], "Thanks, I didn't see ZetaWatch's ARM build because I only saw the release.", author="u3")
    rec(ZETAWATCH23, [z1, z2, z3, z4], z5, True, "pronoun", ["it"], "ZetaWatch's ARM build seems to work; I would have loved it to start very early in the login list.", author="u3")
    lend(ZETAWATCH23, [z1], AS_ROMANISIM, SELF, ROMANISIM375)

    a1 = (U, "Fix macOS Apple Silicon arch mismatch under Rosetta", "u1")
    a2 = (U, "Fixes the `ImportError: dlopen(...incompatible architecture)` error reported by users installing on Apple Silicon Macs with a Rosetta-translated terminal.", "u1")
    a3 = (U, "- Detects when the installer is running under Rosetta on Apple Silicon (`sysctl hw.optional.arm64=1` + `uname -m=x86_64`)", "u1")
    a5 = (U, "At runtime, the MCP client (VS Code, Claude Code) launches the same binary **natively** as arm64, causing `dlopen` to fail on x86_64 `.so` files like `pydantic_core`.", "u1")
    rec(AIDEVKIT141, [a1], a2[1], True, "ellipsis", [], "This ai-dev-kit PR fixes the `ImportError: dlopen(...incompatible architecture)` error reported by users installing ai-dev-kit on Apple Silicon Macs with a Rosetta-translated terminal.", author="u1")
    rec(AIDEVKIT141, [a1, a2], a3[1], True, "ellipsis", ["the installer"], "ai-dev-kit's installer now detects when it runs under Rosetta on Apple Silicon (`sysctl hw.optional.arm64=1` and `uname -m=x86_64`).", author="u1")
    rec(AIDEVKIT141, [a1, a2, a3], AS_UNIV, False, SAME, [], None, author="u1")
    h = [a1, a2, a3, (U, AS_UNIV, "u1")]
    rec(AIDEVKIT141, h, a5[1], True, "ellipsis", ["the same binary"], "At runtime, the MCP client (VS Code, Claude Code) launches the universal2 Python natively as arm64, so `dlopen` fails on the x86_64 `.so` files (like `pydantic_core`) pip installed under Rosetta.", author="u1")
    rec(AIDEVKIT141, [*h, a5], "- **Intel Macs**: `sysctl hw.optional.arm64` returns 0 → no change", True, "ellipsis", [], "ai-dev-kit's Rosetta fix makes no change on Intel Macs, where `sysctl hw.optional.arm64` returns 0.", author="u1")

    k1 = (U, "M1 Architecture Incompatibility", "u1")
    # Title only (the excerpt shows a later comment whose author may be the opener): lent rows.
    lend(COCOTB2986, [k1], AS_UNIV, SAME, AIDEVKIT141)
    lend(COCOTB2986, [k1], AS_SWIG, SAME, SWIGPYPI95)

    u1 = (U, "Update doc to mention installing Rosetta to execute macos x86_64 binary on Apple Silicon", "u1")
    u2 = (U, "The macos binary compiled by the `macos-*` Github Action runner is a `x86_64` architecture binary, it's not an `arm64` binary so it requires Rosetta to run on Apple Silicon.", "u1")
    rec(NUBESGEN463, [u1], u2[1], True, "ellipsis", ["The macos binary"], "NubesGen's macOS binary, compiled by the `macos-*` GitHub Actions runner, is an x86_64 binary, not arm64, so it requires Rosetta on Apple Silicon.", author="u1")
    rec(NUBESGEN463, [u1, u2], AS_CLI, False, SAME, [], None, author="u1")
    lend(NUBESGEN463, [u1], AS_MODDABLE, SAME, MODDABLE1011)

    i1 = (U, "Rosetta missing from Apple Silicon, and IAs launchdaemon fails.", "u1")
    i2 = (U, "as titled. Related: https://github.com/macadmins/installapplications/pull/79", "u1")
    i3 = (A, "So the question is, what do we need Rosetta for?\n\n1. Python as it is configured?\n2. Will a \"fat python bundle\" work without Rosetta support?", "u2")
    i4 = (U, "Yeah it's because python won't load and the LD crashes. Theoretically an arm64 build of python would solve this, but you'd possibly need Rosetta for the scripts and packages that IAs installs (chef, etc).", "u1")
    i5 = (A, "I need testers for: https://github.com/macadmins/installapplications/pull/81", "u2")
    i6 = "Nate has confirmed this is working on IAs 2.1. I'm considering this closed."
    rec(INSTALLAPPS80, [i1], i2[1], True, "ellipsis", ["as titled"], "Rosetta is missing from Apple Silicon, and InstallApplications' launchdaemon fails (related: macadmins/installapplications#79).", author="u1")
    rec(INSTALLAPPS80, [i1, i2], i3[1], True, "ellipsis", ["we"], "What does InstallApplications need Rosetta for on Apple Silicon: Python as it is configured, or would a fat Python bundle work without Rosetta?", author="u2")
    rec(INSTALLAPPS80, [i1, i2, i3], i4[1], True, "ellipsis", ["it's because", "this"], "InstallApplications needs Rosetta because its Python won't load and the loader crashes; an arm64 Python build would solve that, but the scripts and packages IAs installs (chef, etc.) might still need Rosetta.", author="u1")
    rec(INSTALLAPPS80, [i1, i2, i3, i4], i5[1], True, "ellipsis", [], "Testers are needed for InstallApplications' Apple Silicon fix: https://github.com/macadmins/installapplications/pull/81", author="u2")
    rec(INSTALLAPPS80, [i1, i2, i3, i4, i5], i6, True, "pronoun", ["this"], "Nate has confirmed InstallApplications' Apple Silicon fix works on IAs 2.1, so the Rosetta issue is closed.", author="u2")

    w1 = (U, "x86_64 binary in swig-4.1.1-py2.py3-none-macosx_11_0_arm64.whl", "u1")
    w3 = "My system is:\n```\n% uname -a\nDarwin mac-mini 22.6.0 Darwin Kernel Version 22.6.0: Wed Jul  5 22:22:52 PDT 2023; root:xnu-8796.141.3~6/RELEASE_ARM64_T8103 arm64\n% \n```"
    rec(SWIGPYPI95, [w1], AS_SWIG, False, SAME, [], None, author="u1")
    rec(SWIGPYPI95, [w1, (U, AS_SWIG, "u1")], w3, True, "ellipsis", ["My system"], "pip's swig 4.1.1 arm64 wheel installs an x86_64 binary on my arm64 Mac mini (Darwin 22.6.0, RELEASE_ARM64_T8103).", author="u1")
    lend(SWIGPYPI95, [w1], AS_CLASSDUMP, SAME, CLASSDUMP1)

    v1 = (U, "Fail fast on Rosetta Python during install", "u1")
    v2 = (U, "This PR is:\n\n- To fail fast when the installer is run with Rosetta/x86_64 Python on Apple Silicon.", "u1")
    v3 = (U, "- To document that vllm-metal requires native arm64 Python 3.12.", "u1")
    rec(VLLMMETAL388, [v1], v2[1], True, "pronoun", ["This PR", "the installer"], "This vllm-metal PR makes vllm-metal's installer fail fast when run with Rosetta/x86_64 Python on Apple Silicon.", author="u1")
    rec(VLLMMETAL388, [v1, v2], v3[1], True, "ellipsis", [], "The vllm-metal Rosetta PR also documents that vllm-metal requires native arm64 Python 3.12.", author="u1")
    rec(VLLMMETAL388, [v1, v2, v3], "LGTM", True, "ellipsis", [], "The vllm-metal PR failing fast on Rosetta Python during install looks good to me.", author="u2")
    lend(VLLMMETAL388, [v1], AS_CLI, SAME, NUBESGEN463)

    p1 = (U, "Receive error on import on Mac M1", "u1")
    p2 = (U, "ImportError: dlopen(/Users/wbfrank/Projects/code/pykonal/pykonal/solver.cpython-310-darwin.so, 0x0002): tried: '/Users/wbfrank/Projects/code/pykonal/pykonal/solver.cpython-310-darwin.so' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64e'))", "u1")
    p3 = (U, "I ran into the same issue. Not sure why, but seems like python was building an amd64 library instead of an arm64 library. Solved it by installing the package like this:\n\n```arch -amd64 pip install .```", "u2")
    p4 = "@beridel: Does the above solution work for you? You may need to switch the `-amd64` flag to `-x86_64`."
    # The dlopen line names pykonal's solver module in full: a same-author trap.
    rec(PYKONAL24, [p1], p2[1], False, SAME, [], None, author="u1")
    rec(PYKONAL24, [p1, p2], p3[1], True, "ellipsis", ["the same issue", "the package"], "I also got pykonal's incompatible-architecture error on an M1 Mac: Python was building an amd64 library instead of arm64; installing pykonal with `arch -amd64 pip install .` solved it.", author="u2")
    rec(PYKONAL24, [p1, p2, p3], p4, True, "ellipsis", ["the above solution"], "Does installing pykonal with `arch -amd64 pip install .` fix its import error on your M1 Mac? You may need the `-x86_64` flag instead of `-amd64`.", author="u3")

    e1 = (U, "PyPI wheel installs incorrect architecture for macOS on M1", "u1")
    e2 = (U, "A `pip install tvb-gdist` on macOS in an `arm64` environment, works but unable to import,", "u1")
    e3 = (U, "When I build and install from source, generating the wheels, the folder name now includes the architecture, and it would be helpful to upload wheels for this.", "u1")
    e4 = (A, "Is the conda-forge pack for tvb-gdist working better for M1, or is the same ?", "u2")
    e5 = "At least it refuses to install.  Conda has an explicit notion of osx-arm64 and excludes the prebuilt conda packages."
    rec(TVBGDIST72, [e1], e2[1], False, SAME, [], None, author="u1")
    rec(TVBGDIST72, [e1, e2], e3[1], True, "ellipsis", ["this"], "When I build and install tvb-gdist from source, the wheel folder name includes the architecture; it would be helpful to upload arm64 macOS wheels of tvb-gdist to PyPI.", author="u1")
    rec(TVBGDIST72, [e1, e2, e3], e4[1], True, "ellipsis", ["the same"], "Is the conda-forge package of tvb-gdist working better on M1 than the PyPI wheel with the wrong architecture?", author="u2")
    rec(TVBGDIST72, [e1, e2, e3, e4], e5, True, "pronoun", ["it"], "At least the conda-forge tvb-gdist package refuses to install on M1: conda has an explicit notion of osx-arm64 and excludes the prebuilt x86_64 packages.", author="u1")
    lend(TVBGDIST72, [e1], AS_ROMANISIM, SELF, ROMANISIM375)

    f1 = (U, "arm64 architecture error", "u1")
    f2 = (U, "I am running python in a conda environment and when I try to import fsps I end up getting an error:", "u1")
    f3 = (U, "from ._fsps import driver\nImportError: dlopen(/Users/stonnesen/python-fsps/src/fsps/_fsps.cpython-38-darwin.so, 0x0002): tried: '/Users/stonnesen/python-fsps/src/fsps/_fsps.cpython-38-darwin.so' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))", "u1")
    f4 = "Hi @stonnes, I think this is related to #176, and I think the fix was/is to install conda from miniforge because otherwise python runs in a virtualized environment that thinks it's on x86 (while the fortran compilers know they are on arm64)"
    # A complete first-person sentence naming fsps and conda: a same-author trap.
    rec(FSPS179, [f1], f2[1], False, SAME, [], None, author="u1")
    rec(FSPS179, [f1, f2], f3[1], False, SAME, [], None, author="u1")
    rec(FSPS179, [f1, f2, f3], f4, True, "pronoun", ["this"], "python-fsps's arm64 import error (have 'arm64', need 'x86_64') is related to dfm/python-fsps#176; the fix is to install conda from miniforge, because otherwise Python runs virtualized as x86 while the Fortran compilers build for arm64.", author="u2")
    lend(FSPS179, [f1], AS_CONDAINFO, SAME, RTEXT60)

    r1 = (U, "Trouble from m1 mac", "u1")
    r2 = (U, "I'm using m1 mac to run the library but pop up an error when I run `textrpp_initialize(save_profile = TRUE)`.", "u1")
    r3 = (U, "How can I fix it.. Thanks a lot", "u1")
    r4 = (A, "hi, unfortunately I have not seen this. \nHave you tried searcing for solutions for: \"(mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))\"", "u2")
    r5 = (U, "If you experience this error, it's possible that you have an existing conda in your system with the x86_64 (amd64) architecture instead of arm64 (the architecture for apple silicons).", "u3")
    rec(RTEXT60, [r1], r2[1], True, "ellipsis", ["the library"], "On an M1 Mac, the R text library pops up an error when I run `textrpp_initialize(save_profile = TRUE)`.", author="u1")
    rec(RTEXT60, [r1, r2], r3[1], True, "pronoun", ["it"], "How can I fix the text package's error from `textrpp_initialize(save_profile = TRUE)` on an M1 Mac?", author="u1")
    rec(RTEXT60, [r1, r2, r3], r4[1], True, "pronoun", ["this"], "I have not seen text's textrpp_initialize error on M1; have you searched for solutions for \"(mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))\"?", author="u2")
    rec(RTEXT60, [r1, r2, r3, r4], r5[1], True, "pronoun", ["this error"], "If textrpp_initialize gives 'mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')', you may have an x86_64 (amd64) conda on your system instead of an arm64 one.", author="u3")
    rec(RTEXT60, [r1, r2, r3, r4, r5], AS_CONDAINFO, False, SAME, [], None, author="u3")

    x1 = (U, "Does it work on Mac ARM?", "u1")
    x2 = (U, "Is it possible to use the library on mac ARM? \nI was able to install it but I have problems importing the package", "u1")
    x3 = "Solved by installing everything in a dedicated environment built with x64 architecture to force Rosetta to run on it."
    rec(XYLIB29, [x1], x2[1], True, "pronoun", ["it", "the library", "the package"], "Is it possible to use xylib on an ARM Mac? I was able to install xylib but have problems importing it.", author="u1")
    rec(XYLIB29, [x1, x2], x3, True, "ellipsis", ["Solved"], "I solved xylib's import problem on an ARM Mac by installing everything in a dedicated x64 conda environment, so that it runs under Rosetta.", author="u1")
    lend(XYLIB29, [x1], AS_SWIG, SAME, SWIGPYPI95)
    lend(XYLIB29, [x1, x2], AS_MODDABLE, SAME, MODDABLE1011)

    o1 = (U, "Version 0.15.0 installation problems", "u1")
    o3 = (U, "I also made a new conda environment from scratch, just in case the installation was conflicting with something else, but I get the same error.", "u1")
    o4 = (A, "Would you post the output of: `conda info | grep 'platform'`? I'm wondering if you have an x86_64 conda on an arm64 system.", "u2")
    o5 = (U, "The output is\n\n> platform : osx-64", "u1")
    o6 = "Thanks. It looks like you have an osx-64 conda on an arm-64 mac."
    # Names romanisim, the version and the architecture in full; "it" points inside.
    rec(ROMANISIM375, [o1], AS_ROMANISIM, False, SELF, [], None, author="u1")
    h = [o1, (U, AS_ROMANISIM, "u1")]
    rec(ROMANISIM375, h, o3[1], True, "ellipsis", ["the same error"], "A new conda environment made from scratch gives the same incompatible-architecture error when installing romanisim 0.15.0 on an arm Mac.", author="u1")
    rec(ROMANISIM375, [*h, o3], o4[1], True, "ellipsis", [], "For romanisim's x86_64 download on an arm Mac, post the output of `conda info | grep 'platform'`: you may have an x86_64 conda on an arm64 system.", author="u2")
    rec(ROMANISIM375, [*h, o3, o4], o5[1], True, "ellipsis", ["The output"], "`conda info | grep 'platform'` prints `platform : osx-64` on my arm Mac where romanisim installs the x86_64 version.", author="u1")
    rec(ROMANISIM375, [*h, o3, o4, o5], o6, True, "ellipsis", [], "With `platform : osx-64`, you have an osx-64 conda on an arm64 Mac, which is why romanisim installs the x86_64 version.", author="u2")

    y1 = (U, "[bug] Import error: mach-o file, but is an incompatible architecture", "u1")
    y2 = (U, "```python\nImportError: dlopen(/xxx/project/.venv/lib/python3.8/site-\npackages/pytype/typegraph/cfg.cpython-38-darwin.so, 0x0002): tried: '/xxx/project/.venv/lib/python3.8/site-packages/pytype/typegraph/cfg.cpython-38-darwin.so' (mach-o file, but is an \nincompatible architecture (have 'x86_64', need 'arm64')),\n```", "u1")
    y3 = (U, "python version: 3.11.4 \nOS: MacOS 13.4.1", "u1")
    y4 = (A, "What command did you run that generated this error?", "u2")
    y6 = "Thanks. I don't get that error when running your command, so it seems likely it's an OS-specific error."
    rec(PYTYPE1515, [y1], y2[1], False, SAME, [], None, author="u1")
    rec(PYTYPE1515, [y1, y2], y3[1], True, "ellipsis", [], "pytype's typegraph cfg module fails to import with an incompatible architecture (have 'x86_64', need 'arm64') on Python 3.11.4, macOS 13.4.1.", author="u1")
    rec(PYTYPE1515, [y1, y2, y3], y4[1], True, "pronoun", ["this error"], "What command did you run that generated pytype's 'mach-o file, but is an incompatible architecture' import error?", author="u2")
    rec(PYTYPE1515, [y1, y2, y3, y4], "`pipenv run pytype`", True, "ellipsis", [], "`pipenv run pytype` generated pytype's incompatible-architecture import error.", author="u1")
    rec(PYTYPE1515, [y1, y2, y3, y4, (U, "`pipenv run pytype`", "u1")], y6, True, "pronoun", ["that error", "your command"], "`pipenv run pytype` does not give pytype's incompatible-architecture import error on Linux, so it seems to be a macOS-specific error.", author="u2")
    lend(COCOTB2986, [k1], AS_CLI, SAME, NUBESGEN463)
    lend(NUBESGEN463, [u1, u2], AS_ROMANISIM, SELF, ROMANISIM375)
    lend(BLENO15, [b1, (U, b2, "u1")], AS_CLASSDUMP, SAME, CLASSDUMP1)
    lend(PYKONAL24, [p1], AS_ROMANISIM, SELF, ROMANISIM375)
    lend(MLX621, [m1], AS_CLASSDUMP, SAME, CLASSDUMP1)
    lend(SWIGPYPI95, [w1, (U, AS_SWIG, "u1")], AS_UNIV, SAME, AIDEVKIT141)


# ---- Node.js builds running out of V8 heap: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", --max-old-space-size ----
DOS2 = GH + "myungjaeyu/dos/issues/2"
XOINST44 = GH + "Jarli01/xenorchestra_installer/issues/44"
HEALTH178 = GH + "HealthStack01/Frontend/issues/178"
UNIBEST325 = GH + "feige996/unibest/pull/325"
CASDOOR3672 = GH + "casdoor/casdoor/pull/3672"
WEBINYDOCS17 = GH + "webiny/docs.webiny.com/issues/17"
LIBREPHOTOS29 = GH + "LibrePhotos/librephotos-linux/issues/29"
URBIT519 = GH + "urbit/bridge/issues/519"
ANGSTARTER1498 = GH + "PatrickJS/angular-webpack-starter/issues/1498"
MASSCODE820 = GH + "massCodeIO/massCode/pull/820"
MDS2521 = GH + "bcgov/mds/pull/2521"
WPBUNDLE8 = GH + "mariusbalcytis/webpack-bundle/issues/8"
SCRATCHDT170 = GH + "scratchfoundation/scratch-desktop/pull/170"
FEEDLOG33 = GH + "linkcraftstudio/feedlog/pull/33"
CODEORG71147 = GH + "code-dot-org/code-dot-org/pull/71147"
HP_ANG = "When I run npm run build:aot:prod\n\nI get the following error:\n==== JS stack trace =========================================\n\nFATAL ERROR: CALL_AND_RETRY_LAST Allocation failed - JavaScript heap out of memory"
HP_HEALTH = "command `npm run build` throws this error:\n```\nFATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory\n```"
HP_FEEDLOG = "A Cloudflare Workers build failed during Nitro bundling with `JavaScript heap out of memory` near the 2 GiB heap limit."
HP_NODEOPT = "the heap size limit can be set to 2.5 GB by setting the `NODE_OPTIONS` environment variable so that it includes `--max-old-space-size=2560`."
HP_MDS = "Increased max heap size of webpack workers to (hopefully) fix the out of memory errors that happen when building MineSpace"


def _heapoom(rec, U, A, lend) -> None:  # noqa: PLR0915
    d1 = (U, "Reached heap limit Allocation failed - JavaScript heap out of memory", "u1")
    d2 = "i have issue with \"FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\"\nhave any help?"
    rec(DOS2, [d1], d2, True, "ellipsis", [], "dos fails with \"FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\"; any help?", author="u1")
    lend(DOS2, [d1], HP_ANG, SAME, ANGSTARTER1498)
    lend(DOS2, [d1, (U, d2, "u1")], HP_FEEDLOG, SAME, FEEDLOG33)

    x1 = (U, "Node heap limit reached", "u1")
    x2 = "FATAL ERROR: CALL_AND_RETRY_LAST Allocation failed - JavaScript heap out of memory\n 1: node::Abort() [gulp build]\n 2: 0x84c5c66 [gulp build]\n 3: v8::Utils::ReportOOMFailure(char const*, bool) [gulp build]"
    rec(XOINST44, [x1], x2, False, SAME, [], None, author="u1")  # second reader's adjudication: the log names the command it comes from (`[gulp build]` in every frame) and quotes its whole error (rule 1; as gobackup's "mysqldump: Got error: 1045" and health178's `npm run build`)
    lend(XOINST44, [x1], HP_HEALTH, SELF, HEALTH178)
    lend(XOINST44, [x1], HP_NODEOPT, SELF, SCRATCHDT170)

    h1 = (U, "`npm run build` shows heap limit Allocation failed", "u1")
    h3 = (U, "- Best solution will be no error with application running on local host", "u1")
    h4 = (A, "I can try and resolve this issue....please assignn it to me", "u2")
    h5 = "Please assign the issue to me, will try to resolve it asap \nit’s probably because of a memory leak, an addition/version upgrade of a library, or a difference in how Node.js manages memory between versions (e.g. Node.js version <= 10 and Node.js version > 10)."
    # Names the command and quotes the error in full; "this error" points inside it.
    rec(HEALTH178, [h1], HP_HEALTH, False, SELF, [], None, author="u1")
    h = [h1, (U, HP_HEALTH, "u1")]
    rec(HEALTH178, h, h3[1], True, "ellipsis", ["Best solution"], "The best fix for HealthStack's frontend `npm run build` heap error would leave no error, with the application running on localhost.", author="u1")
    rec(HEALTH178, [*h, h3], h4[1], True, "pronoun", ["this issue", "it"], "I can try to resolve HealthStack's `npm run build` JavaScript heap out of memory issue; please assign it to me.", author="u2")
    rec(HEALTH178, [*h, h3, h4], h5, True, "pronoun", ["the issue", "it"], "HealthStack's `npm run build` heap out of memory is probably a memory leak, a library added or upgraded, or a difference in how Node.js manages memory between versions (<= 10 and > 10).", author="u3")

    n1 = (U, "Increase Node.js memory limit in .npmrc", "u1")
    n2 = "fix  FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"
    rec(UNIBEST325, [n1], n2, True, "ellipsis", [], "Raising the Node.js memory limit in unibest's .npmrc fixes FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory.", author="u1")
    lend(UNIBEST325, [n1], HP_FEEDLOG, SAME, FEEDLOG33)
    lend(UNIBEST325, [n1, (U, n2, "u1")], HP_MDS, SAME, MDS2521)

    c1 = (U, "feat: increase frontend build memory to 4096 in Dockerfile", "u1")
    c2 = "297.8 FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"
    rec(CASDOOR3672, [c1], c2, True, "ellipsis", [], "Casdoor's frontend build in its Dockerfile fails with FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory.", author="u1")
    lend(CASDOOR3672, [c1], HP_ANG, SAME, ANGSTARTER1498)
    lend(CASDOOR3672, [c1, (U, c2, "u1")], HP_NODEOPT, SELF, SCRATCHDT170)

    w1 = (U, "Add a note about \"Heap out of memory\"", "u1")
    w2 = (U, "Some users reported the following error during `admin` app build: `Allocation failed - JavaScript heap out of memory`.", "u1")
    w3 = (U, "This is not something we can solve ourselves, but a solution is to increase the amount of memory available to node process, by settings:\n\n`NODE_OPTIONS=--max_old_space_size=4096`", "u1")
    w4 = (A, "hey @Pavel910 \n\ncan i help in this. ?", "u2")
    w5 = "@ng29 I don't think it's no longer an issue. No one has reported it for almost a year. Thanks for bringing my attention to it, will close it."
    rec(WEBINYDOCS17, [w1], w2[1], True, "ellipsis", ["`admin` app"], "Some users reported `Allocation failed - JavaScript heap out of memory` during the build of Webiny's `admin` app.", author="u1")
    rec(WEBINYDOCS17, [w1, w2], w3[1], True, "pronoun", ["This"], "Webiny can't solve the heap out of memory in the `admin` app build itself, but the docs can tell users to give the node process more memory with `NODE_OPTIONS=--max_old_space_size=4096`.", author="u1")
    rec(WEBINYDOCS17, [w1, w2, w3], w4[1], True, "pronoun", ["this"], "Can I help add the \"Heap out of memory\" note to Webiny's docs?", author="u2")
    rec(WEBINYDOCS17, [w1, w2, w3, w4], w5, True, "pronoun", ["it"], "The heap out of memory in Webiny's admin app build is no longer an issue: no one has reported it for almost a year, so the docs issue will be closed.", author="u1")
    lend(WEBINYDOCS17, [w1], HP_FEEDLOG, SAME, FEEDLOG33)

    l1 = (U, "npm run build failed with insufficient heap memory.", "u1")
    l2 = (U, "This appears to be a recent npm issue, which I fixed by changing the command to \nnode --max-old-space-size=4096 `which npm` install.", "u1")
    l3 = "I could give the VM more real memory, but it really shouldn't need any more if the coding is efficient."
    rec(LIBREPHOTOS29, [l1], l2[1], True, "pronoun", ["This", "the command"], "librephotos-linux's npm run build failing with insufficient heap memory appears to be a recent npm issue; I fixed it by running `node --max-old-space-size=4096 `which npm` install`.", author="u1")
    rec(LIBREPHOTOS29, [l1, l2], l3, True, "pronoun", ["the VM", "it"], "I could give the VM running librephotos-linux more memory, but its npm build shouldn't need more if the coding is efficient.", author="u1")
    lend(LIBREPHOTOS29, [l1], HP_HEALTH, SELF, HEALTH178)

    b1 = (U, "JS heap runs out of memory during `npm run build`", "u1")
    b2 = (U, "OS: MacOS 10.15.5\nSystem RAM: 16 GB \nNode: 11.0.0", "u1")
    b3 = (U, "From my terminal:\n```\nCreating an optimized production build...\n\n\n#\n# Fatal error in , line 0\n# API fatal error handler returned after process out of memory\n```", "u1")
    b4 = (U, "I was able to increase the max heap by adding the following line to `.env`\n`NODE_OPTIONS= --max-old-space-size=8192`", "u1")
    b5 = (U, "Wondering if any others have encountered this.", "u1")
    b6 = "Weird, I have 8GB and can build fine. Although i'm on node v11.15.0"
    rec(URBIT519, [b1], b2[1], True, "ellipsis", [], "urbit bridge's `npm run build` runs out of JS heap on macOS 10.15.5 with 16 GB of RAM and Node 11.0.0.", author="u1")
    rec(URBIT519, [b1, b2], b3[1], True, "ellipsis", [], "urbit bridge's production build prints 'API fatal error handler returned after process out of memory'.", author="u1")
    rec(URBIT519, [b1, b2, b3], b4[1], True, "ellipsis", ["the max heap"], "I raised the max heap for urbit bridge's `npm run build` by adding `NODE_OPTIONS= --max-old-space-size=8192` to `.env`.", author="u1")
    rec(URBIT519, [b1, b2, b3, b4], b5[1], True, "pronoun", ["this"], "Has anyone else run out of JS heap during urbit bridge's `npm run build`?", author="u1")
    rec(URBIT519, [b1, b2, b3, b4, b5], b6, True, "ellipsis", ["Weird"], "With 8GB of RAM I can build urbit bridge fine without running out of heap, although I'm on node v11.15.0.", author="u2")
    lend(URBIT519, [b1], HP_MDS, SAME, MDS2521)

    a1 = (U, "JS Heap out of memory when running build:aot:prod", "u1")
    a3 = "* **What is the expected behavior?**\nTo build successful"
    # Names the command and the fatal error in full: a same-author trap.
    rec(ANGSTARTER1498, [a1], HP_ANG, False, SAME, [], None, author="u1")
    rec(ANGSTARTER1498, [a1, (U, HP_ANG, "u1")], a3, True, "ellipsis", [], "angular-webpack-starter's `npm run build:aot:prod` is expected to build successfully, not run out of JS heap.", author="u1")
    lend(ANGSTARTER1498, [a1], HP_FEEDLOG, SAME, FEEDLOG33)

    m1 = (U, "ci: increase Node heap limit for builds", "u1")
    m2 = "Fix JavaScript heap OOM in `vite build` on CI runners by setting `NODE_OPTIONS=--max-old-space-size=4096` for build jobs in release and sponsored workflows."
    rec(MASSCODE820, [m1], m2, True, "ellipsis", ["release and sponsored workflows"], "This massCode PR fixes the JavaScript heap OOM in `vite build` on CI runners by setting `NODE_OPTIONS=--max-old-space-size=4096` for build jobs in massCode's release and sponsored workflows.", author="u1")
    lend(MASSCODE820, [m1], HP_ANG, SAME, ANGSTARTER1498)
    lend(MASSCODE820, [m1, (U, m2, "u1")], HP_HEALTH, SELF, HEALTH178)

    s1 = (U, "[MDS-5264] Increased max node heap size on webpack workers", "u1")
    rec(MDS2521, [s1], HP_MDS, False, SAME, [], None, author="u1")
    rec(MDS2521, [s1, (U, HP_MDS, "u1")], "Solid!", True, "ellipsis", [], "The MDS PR raising the webpack workers' max heap size to fix MineSpace's out of memory builds looks solid.", author="u2")
    lend(MDS2521, [s1], HP_NODEOPT, SELF, SCRATCHDT170)

    k1 = (U, "javascript heap out of memory", "u1")
    k2 = (U, "Hi\n\nThanks for your bundle,\nI'm experiencing the error: CALL_AND_RETRY_LAST Allocation failed - JavaScript heap out of memory", "u1")
    k3 = (U, "Is there an option to change node max memory configuration?", "u1")
    k4 = (U, "fixed by using some configuration:\n    dev_server:\n      executable:\n        - node\n        - --max_old_space_size=4096\n        - node_modules/webpack/bin/webpack.js", "u1")
    rec(WPBUNDLE8, [k1], k2[1], True, "ellipsis", ["your bundle"], "With mariusbalcytis' webpack-bundle I get CALL_AND_RETRY_LAST Allocation failed - JavaScript heap out of memory.", author="u1")
    rec(WPBUNDLE8, [k1, k2], k3[1], True, "ellipsis", [], "Does webpack-bundle have an option to change node's max memory configuration?", author="u1")
    rec(WPBUNDLE8, [k1, k2, k3], k4[1], True, "ellipsis", ["fixed"], "I fixed webpack-bundle's heap out of memory by configuring the dev_server executable as node --max_old_space_size=4096 node_modules/webpack/bin/webpack.js.", author="u1")
    rec(WPBUNDLE8, [k1, k2, k3, k4], "(same for webpack configuraiton)", True, "ellipsis", ["same"], "webpack-bundle's webpack configuration also needs the node --max_old_space_size=4096 executable.", author="u1")

    r1 = (U, "increase Node heap size limit & warn if too small", "u1")
    r2 = (U, "- Run `electron-webpack` with a heap size limit of 2.5GB (default in Node 12 is 2 GB)", "u1")
    r3 = (U, "I started seeing the crash described in #161 in my own development environment; I suspect it was just a matter of time.", "u1")
    r4 = (U, "To be honest, I don't understand why it would affect some systems and not others, since the heap size limit is a property of Node and isn't directly related to the amount of RAM available to the OS.", "u1")
    rec(SCRATCHDT170, [r1], r2[1], True, "ellipsis", [], "This scratch-desktop PR runs `electron-webpack` with a 2.5GB heap size limit (Node 12's default is 2 GB).", author="u1")
    rec(SCRATCHDT170, [r1, r2], r3[1], True, "ellipsis", ["it"], "I started seeing scratch-desktop's out-of-memory crash in the webpack render bundle (scratchfoundation/scratch-desktop#161) in my own development environment.", author="u1")
    rec(SCRATCHDT170, [r1, r2, r3], r4[1], True, "pronoun", ["it"], "I don't understand why scratch-desktop's webpack out-of-memory crash affects some systems and not others, since Node's heap size limit isn't directly related to the RAM available to the OS.", author="u1")
    rec(SCRATCHDT170, [r1, r2, r3, r4], HP_NODEOPT, False, SELF, [], None, author="u1")

    f1 = (U, "fix(build): increase the default heap limit to prevent OOM", "u1")
    f2 = (U, "Give Nuxt builds a default 4 GiB V8 old-space heap limit through the shared `build` script.", "u1")
    f4 = "Setting the default in the repository lets deployments build without requiring users to configure an environment variable in the dashboard."
    rec(FEEDLOG33, [f1], f2[1], True, "ellipsis", ["the shared `build` script"], "This feedlog PR gives its Nuxt builds a default 4 GiB V8 old-space heap limit through feedlog's shared `build` script.", author="u1")
    rec(FEEDLOG33, [f1, f2], HP_FEEDLOG, False, SAME, [], None, author="u1")
    rec(FEEDLOG33, [f1, f2, (U, HP_FEEDLOG, "u1")], f4, True, "ellipsis", ["the default", "the repository"], "Setting the 4 GiB heap default in feedlog's repository lets deployments build without users configuring NODE_OPTIONS in the dashboard.", author="u1")

    o1 = (U, "chore: slightly increase max build memory", "u1")
    o2 = (U, "Webpack is running close to a memory size limit which requires a lengthy amount of work to decrease bundle sizes to a more manageable size.", "u1")
    o3 = "To keep the pipeline clear, increase the maximum memory to 10 GB."
    rec(CODEORG71147, [o1], o2[1], True, "ellipsis", [], "code-dot-org's webpack build is running close to its memory limit, and shrinking its bundles would take a lengthy amount of work.", author="u1")
    rec(CODEORG71147, [o1, o2], o3, True, "ellipsis", ["the pipeline"], "To keep code-dot-org's build pipeline clear, this PR raises its webpack build's maximum memory to 10 GB.", author="u1")
    lend(CODEORG71147, [o1], HP_HEALTH, SELF, HEALTH178)
    lend(CODEORG71147, [o1, o2], HP_ANG, SAME, ANGSTARTER1498)
    lend(CODEORG71147, [o1], HP_MDS, SAME, MDS2521)


# ---- Terraform's remote state locks: "Error acquiring the state lock", force-unlock, DynamoDB lock tables and Azure blob leases ----
TFMAGENTO22 = GH + "Genaker/TerraformMagentoCloud/issues/22"
TFFOUND819 = GH + "terraform-google-modules/terraform-example-foundation/pull/819"
AZDEVDOCS583 = GH + "MicrosoftDocs/azure-dev-docs/pull/583"
TFAWS4632 = GH + "hashicorp/terraform-provider-aws/issues/4632"
TERRAWRAP106 = GH + "amplify-education/terrawrap/pull/106"
ATLANTIS2029 = GH + "runatlantis/atlantis/issues/2029"
AZURERM25474 = GH + "hashicorp/terraform-provider-azurerm/issues/25474"
AZURERM8819 = GH + "hashicorp/terraform-provider-azurerm/issues/8819"
AZURERM19043 = GH + "hashicorp/terraform-provider-azurerm/issues/19043"
CAFLZ92 = GH + "Azure/caf-terraform-landingzones-accelerator/issues/92"
SETUPTF441 = GH + "hashicorp/setup-terraform/issues/441"
DFLOOKTF176 = GH + "dflook/terraform-github-actions/issues/176"
AZPIPETF312 = GH + "microsoft/azure-pipelines-terraform/issues/312"
AZPIPETF50 = GH + "microsoft/azure-pipelines-terraform/issues/50"
AZPIPETF139 = GH + "microsoft/azure-pipelines-terraform/issues/139"
SIMPLEREPORT4939 = GH + "CDCgov/prime-simplereport/issues/4939"
OTELCOL1495 = GH + "aws-observability/aws-otel-collector/pull/1495"
OVERMIND430 = GH + "overmindtech/cli/issues/430"
OPENTOFU3669 = GH + "opentofu/opentofu/issues/3669"
TF_KILLED = "If the Terraform process was unable to finish due to an unexpected event, i.e build timeout or terraform process killed. It will keep the Terraform State **locked**."
TF_MSGCHANGE = "Terraform seems to have changed the error message when state is locked"
TF_AUTOMATION = "Using automation tools to run terraform is great, but sometimes jobs get cancelled and leaves the lock in tf state."
TF_PRINTS = "Running terraform plan/apply when lock exists prints the lock to the console"
TF_LEASE = "I have provided lease(lock) to my container and while running terraform apply it is saying state blob is already locked I want terraform to run in the leased(locked) state which is provided by azure but in terraform documentation there is no mention of how to pass the lease id"
TF_PIPELINE = "If a pipeline is cancelled before a plan or apply is finished, it leaves behind the state lock."
TF_ALWAYS = "To have a job always run, we can set the job condition to `always()`"


def _tfstatelock(rec, U, A, lend) -> None:  # noqa: PLR0915
    g1 = (U, "Error acquiring the state lock", "u1")
    g2 = (U, "An error like this:\n\n```\nError: Error acquiring the state lock\n│ \n│ Error message: ConditionalCheckFailedException: The conditional request\n│ failed\n│ Lock Info:\n│   ID:        f9763602-b03f-e35c-da30-4083cdbb99ae\n│   Path:      terraform-statess-387688863714/aws-data/terraform.tfstate\n│   Operation: OperationTypeApply\n```", "u1")
    g3 = (U, "Go to DynamoDb and clear the lock table. ", "u1")
    g4 = "this happen when you canceled CTRL+C the process"
    rec(TFMAGENTO22, [g1], g2[1], True, "ellipsis", ["like this"], "TerraformMagentoCloud's apply can fail with 'Error: Error acquiring the state lock' (ConditionalCheckFailedException: The conditional request failed) on its terraform.tfstate.", author="u1")
    rec(TFMAGENTO22, [g1, g2], g3[1], True, "ellipsis", ["the lock table"], "To fix TerraformMagentoCloud's 'Error acquiring the state lock', go to DynamoDB and clear the Terraform lock table.", author="u1")
    rec(TFMAGENTO22, [g1, g2, g3], g4, True, "pronoun", ["this", "the process"], "TerraformMagentoCloud's state lock error happens when you cancel the terraform apply process with CTRL+C.", author="u1")
    lend(TFMAGENTO22, [g1], TF_AUTOMATION, SAME, DFLOOKTF176)

    f1 = (U, "Troubleshooting - Add State Lock error", "u1")
    f2 = (U, "Added Error acquiring the state lock section and details on reviewing terraform state.\nFixes part of the issue [488](https://github.com/terraform-google-modules/terraform-example-foundation/issues/488#issue-915572280).", "u1")
    f3 = (A, "Thanks for adding this!", "u2")
    f5 = "This message means that you are trying to apply a Terraform configuration with a remote backend that is in a [locked state](https://www.terraform.io/language/state/locking)."
    rec(TFFOUND819, [f1], f2[1], True, "ellipsis", [], "This PR adds an 'Error acquiring the state lock' section and details on reviewing Terraform state to terraform-example-foundation's troubleshooting guide (part of issue #488).", author="u1")
    rec(TFFOUND819, [f1, f2], f3[1], True, "pronoun", ["this"], "Thanks for adding the state lock error section to terraform-example-foundation's troubleshooting guide.", author="u2")
    rec(TFFOUND819, [f1, f2, f3], TF_KILLED, False, SAME, [], None, author="u1")
    rec(TFFOUND819, [f1, f2, f3, (U, TF_KILLED, "u1")], f5, True, "pronoun", ["This message"], "The message 'Error: Error acquiring the state lock' means you are trying to apply a Terraform configuration with a remote backend that is in a locked state.", author="u2")

    d1 = (U, "Update to include \"Error acquiring the state lock\"", "u1")
    d2 = (U, "- Including steps in articles/terraform/troubleshoot.md for a common issue where the state file locks. Steps provided to identify the issue, description of the cause and steps to resolve.", "u1")
    d3 = (A, "Administrative note: If the pull request is approved for merge, the image file name and its reference in the Markdown file will need to be changed to replace underscores with hyphens to match file naming standards that are in place for the content. Thanks!", "u2")
    d4 = (U, "@TomArcherMsft @ktoliver I have made the change to remove the underscores and replace with hyphens as per naming convention. Should be good to go 👍🏼", "u1")
    rec(AZDEVDOCS583, [d1], d2[1], True, "ellipsis", [], "This azure-dev-docs PR adds steps to articles/terraform/troubleshoot.md for the common 'Error acquiring the state lock' issue, where the state file locks: how to identify it, its cause and how to resolve it.", author="u1")
    rec(AZDEVDOCS583, [d1, d2], d3[1], True, "ellipsis", ["the pull request", "the image file name"], "If the azure-dev-docs state lock PR is merged, its image file name and the reference to it in troubleshoot.md must use hyphens instead of underscores, per the docs' file naming standards.", author="u2")
    rec(AZDEVDOCS583, [d1, d2, d3], d4[1], True, "ellipsis", ["the change"], "I renamed the state lock PR's image in azure-dev-docs to use hyphens instead of underscores, per the naming convention; the PR should be good to go.", author="u1")
    rec(AZDEVDOCS583, [d1, d2, d3, d4], "Looks good; merging. I did a quick edit for spelling, etc. Thanks.", True, "ellipsis", [], "The azure-dev-docs PR adding 'Error acquiring the state lock' troubleshooting looks good and is merged, with a quick spelling edit.", author="u2")
    lend(AZDEVDOCS583, [d1], TF_PRINTS, SAME, DFLOOKTF176)

    a1 = (U, "Dynamodb: error locking state error acquiring the state lock", "u1")
    # Title only (the description is the issue template): lent rows.
    lend(TFAWS4632, [a1], TF_MSGCHANGE, SAME, TERRAWRAP106)
    lend(TFAWS4632, [a1], TF_PIPELINE, SELF, AZPIPETF312)

    w1 = (U, "Fix unlocking state", "u1")
    rec(TERRAWRAP106, [w1], TF_MSGCHANGE, False, SAME, [], None, author="u1")
    rec(TERRAWRAP106, [w1, (U, TF_MSGCHANGE, "u1")], "So update our code to match the new message", True, "pronoun", ["our code", "the new message"], "This terrawrap PR updates terrawrap's unlocking code to match Terraform's new state-locked error message.", author="u1")
    lend(TERRAWRAP106, [w1], TF_KILLED, SAME, TFFOUND819)

    t1 = (U, "Apply error due to terraform locks when attempting to modify workflow file", "u1")
    # Title only (the excerpt is a log continuing the description): lent rows.
    lend(ATLANTIS2029, [t1], TF_AUTOMATION, SAME, DFLOOKTF176)
    lend(ATLANTIS2029, [t1], TF_LEASE, SELF, AZURERM25474)

    l1 = (U, "Passing lease id in Terraform remote backend", "u1")
    # A complete first-person report naming terraform apply and the Azure lease; "it" points inside.
    rec(AZURERM25474, [l1], TF_LEASE, False, SELF, [], None, author="u1")
    lend(AZURERM25474, [l1], TF_ALWAYS, SAME, SIMPLEREPORT4939)

    b1 = (U, "terraform 0.13: state blob is already locked / blob metadata \"terraformlockid\" was empt", "u1")
    b2 = (U, "This is a duplicate of [25818 in the terraform repo](https://github.com/hashicorp/terraform/issues/25818), but i think it might be caused by the azure provider rather than terraform itself?", "u1")
    b3 = (U, "### Config\n\n```\n  backend \"azurerm\" {\n    resource_group_name  = \"myrg\"\n    storage_account_name = \"mysa\"\n    container_name       = \"terraform\"\n    key                  = \"mystate.terraform.tfstate\"\n  }\n```", "u1")
    b4 = (U, "### Version\n```\nTerraform v0.13.4\n+ provider registry.terraform.io/hashicorp/azurerm v2.31.1\n+ provider registry.terraform.io/hashicorp/helm v1.3.2\n+ provider registry.terraform.io/hashicorp/kubernetes v1.13.2\n```", "u1")
    b5 = (U, "### Expected Behavior\n* Migrate from local backend provider to azure storage\n* Execute terraform plan ok\n* Execute terraform apply ok", "u1")
    b6 = "### Actual Behavior\n```\n➜terraform plan\n\nError: Error locking state: Error acquiring the state lock: 2 errors occurred:\n\t* state blob is already locked\n\t* blob metadata \"terraformlockid\" was empty\n```"
    rec(AZURERM8819, [b1], b2[1], True, "pronoun", ["This", "it"], "Terraform 0.13's 'state blob is already locked / blob metadata terraformlockid was empty' duplicates hashicorp/terraform#25818, but might be caused by the azurerm provider rather than Terraform itself.", author="u1")
    rec(AZURERM8819, [b1, b2], b3[1], True, "ellipsis", ["Config"], "My azurerm backend config (resource group myrg, storage account mysa, container terraform, key mystate.terraform.tfstate) gives 'state blob is already locked' on Terraform 0.13.", author="u1")
    rec(AZURERM8819, [b1, b2, b3], b4[1], True, "ellipsis", [], "The azurerm backend's 'state blob is already locked' happens with Terraform v0.13.4 and the azurerm provider v2.31.1.", author="u1")
    rec(AZURERM8819, [b1, b2, b3, b4], b5[1], True, "ellipsis", [], "After migrating Terraform 0.13 state from the local backend to Azure storage, terraform plan and apply should run without 'state blob is already locked'.", author="u1")
    # The session names terraform plan and both errors in full: a same-author trap.
    rec(AZURERM8819, [b1, b2, b3, b4, b5], b6, False, SAME, [], None, author="u1")

    h1 = (U, "\"State blob is already locked\" persists for hours after plan/apply", "u1")
    h2 = "### Terraform Version\n\n1.2.6\n\n### AzureRM Provider Version\n\n3.5.0"
    rec(AZURERM19043, [h1], h2, True, "ellipsis", [], "\"State blob is already locked\" persists for hours after plan/apply with Terraform 1.2.6 and the AzureRM provider 3.5.0.", author="u1")
    lend(AZURERM19043, [h1], TF_PRINTS, SAME, DFLOOKTF176)

    c1 = (U, "Level2 - Error Loading State", "u1")
    c2 = (U, "**Describe the bug**\n```\n│ Error: Error loading state error\n│ error loading the remote state: failed to lock azure state: 2 errors\n│ occurred:\n│       * blobs.Client#AcquireLease: Failure sending request: StatusCode=409\n│ <Code>LeaseAlreadyPresent</Code><Message>There is\n│ already a lease present.\n│       * blob metadata \"terraformlockid\" was empty\n```", "u1")
    c3 = (U, "**To Reproduce**\nSync repo and deploy level2 as instructed with rover:\n```\nrover -lz /tf/caf/walkthrough/landingzones/caf_solution \\\n-var-folder /tf/caf/walkthrough/configuration/sandpit/level2/networking/hub \\\n-tfstate hub.tfstate \\\n-level level2 \\\n-env sandpit \\\n-a apply\n```", "u1")
    c4 = "A bit late now to suggest this perhaps, but the error code `LeaseAlreadyPresent` suggests that a previous rover run has crashed and left the storage blob locked."
    rec(CAFLZ92, [c1], c2[1], True, "ellipsis", [], "Deploying the CAF landing zones' level2 fails with 'error loading the remote state: failed to lock azure state' (LeaseAlreadyPresent: There is already a lease present).", author="u1")
    rec(CAFLZ92, [c1, c2], c3[1], True, "ellipsis", [], "The CAF landing zones accelerator's level2 state lock error reproduces by syncing the repo and deploying level2 hub networking with rover -a apply, as instructed.", author="u1")
    rec(CAFLZ92, [c1, c2, c3], c4, True, "ellipsis", ["the error code"], "The `LeaseAlreadyPresent` error when deploying the CAF landing zones' level2 suggests that a previous rover run crashed and left the state storage blob locked.", author="u2")

    s1 = (U, "Terraform state doesn't unlock if you cancel workflow running a terraform plan", "u1")
    s2 = (U, "Exactly what it says in the title. It seems the `terraform` wrapper isn't forwarding signals properly so the lock is never unclaimed.", "u1")
    s3 = (U, "So when you cancel a workflow the lockfile needs to be manually cleaned up.", "u1")
    s4 = (U, "But I think it's a bug in this action.", "u1")
    s5 = "I am also encountering this issue so would like to bring attention to it again"
    rec(SETUPTF441, [s1], s2[1], True, "ellipsis", ["the title", "the `terraform` wrapper"], "setup-terraform's `terraform` wrapper seems not to forward signals, so cancelling a workflow running terraform plan never releases the state lock.", author="u1")
    rec(SETUPTF441, [s1, s2], s3[1], True, "ellipsis", ["So"], "When you cancel a workflow running terraform plan through setup-terraform, the state lock file needs to be cleaned up manually.", author="u1")
    rec(SETUPTF441, [s1, s2, s3], s4[1], True, "pronoun", ["it", "this action"], "I think the state lock left by a cancelled workflow is a bug in hashicorp/setup-terraform.", author="u1")
    rec(SETUPTF441, [s1, s2, s3, s4], s5, True, "pronoun", ["this issue", "it"], "I am also hitting setup-terraform's state lock left behind when a workflow is cancelled, and would like to bring attention to it again.", author="u2")
    lend(SETUPTF441, [s1], TF_LEASE, SELF, AZURERM25474)

    k1 = (U, "Terraform release lock command", "u1")
    k3 = (U, "It would be great to have an action release lock - giving the lock-id as input", "u1")
    k4 = (A, "Interesting idea @noam-ma-ma. Where would you get the lock-id from?", "u2")
    k6 = "The [dflook/terraform-state-unlock](https://github.com/dflook/terraform-github-actions/tree/main/terraform-state-unlock) action was added in v1.32.0"
    rec(DFLOOKTF176, [k1], TF_AUTOMATION, False, SAME, [], None, author="u1")
    h = [k1, (U, TF_AUTOMATION, "u1")]
    rec(DFLOOKTF176, h, k3[1], True, "ellipsis", [], "It would be great for dflook's terraform-github-actions to have an action that releases a Terraform state lock, given the lock-id as input.", author="u1")
    rec(DFLOOKTF176, [*h, k3], k4[1], True, "ellipsis", ["Interesting idea", "the lock-id"], "Where would a release-lock action in dflook's terraform-github-actions get the Terraform lock-id from?", author="u2")
    rec(DFLOOKTF176, [*h, k3, k4], TF_PRINTS, False, SAME, [], None, author="u1")
    rec(DFLOOKTF176, [*h, k3, k4, (U, TF_PRINTS, "u1")], k6, False, SAME, [], None, author="u2")

    p1 = (U, "Pipeline being cancelled leaves behind state lock", "u1")
    p3 = (U, "For example, I run Terraform Plans in my pull request pipelines. However, if somebody pushes a new commit while its running, the pipeline will be cancelled and a new one ran.", "u1")
    rec(AZPIPETF312, [p1], TF_PIPELINE, False, SELF, [], None, author="u1")
    rec(AZPIPETF312, [p1, (U, TF_PIPELINE, "u1")], p3[1], True, "ellipsis", ["For example"], "I run Terraform plans with the Azure Pipelines Terraform task in my pull request pipelines; if someone pushes a new commit while one runs, that pipeline is cancelled and leaves the state lock behind.", author="u1")
    rec(AZPIPETF312, [p1, (U, TF_PIPELINE, "u1"), p3], "Is there a way to force the plan/apply to finish?", True, "ellipsis", ["the plan/apply"], "Is there a way to force the Azure Pipelines Terraform task's plan/apply to finish when the pipeline is cancelled, so it releases the state lock?", author="u1")

    e1 = (U, "Cancelling Step Does Not Release State Lock", "u1")
    e2 = (U, "Cancelling a step in mid operation does not gracefully exit which means there is a hanging state lock and you get this error:\n\n```\nError: Error acquiring the state lock\n...\n```", "u1")
    e3 = (U, "Is there a way to ensure a graceful exit on cancel?", "u1")
    e4 = (A, "As far as I understand the Azure DevOps agent does not gracefully end the process hence the lock error.", "u2")
    e5 = "One option could be to have an initial script task and running 'terraform force-unlock'  https://www.terraform.io/cli/commands/force-unlock."
    rec(AZPIPETF50, [e1], e2[1], True, "ellipsis", ["a step"], "Cancelling an Azure Pipelines Terraform task step mid-operation does not exit gracefully, leaving a hanging state lock and 'Error: Error acquiring the state lock'.", author="u1")
    rec(AZPIPETF50, [e1, e2], e3[1], True, "ellipsis", [], "Is there a way to make the Azure Pipelines Terraform task exit gracefully on cancel, so it releases the state lock?", author="u1")
    rec(AZPIPETF50, [e1, e2, e3], e4[1], True, "ellipsis", ["the process", "the lock error"], "The Azure DevOps agent does not end the Terraform task's process gracefully on cancel, hence the state lock error.", author="u2")
    rec(AZPIPETF50, [e1, e2, e3, e4], e5, True, "ellipsis", ["One option"], "One way around the Azure Pipelines Terraform task's leftover state lock is an initial script task running 'terraform force-unlock' (https://www.terraform.io/cli/commands/force-unlock).", author="u2")

    q1 = (U, "Locks should be released when cancelling", "u1")
    q2 = (U, "Currently if a pipeline is cancelled during the Plan task it can leave a lock on the terraform state file which prevents further terraform tasks until someone manually breaks the lease.", "u1")
    q3 = (U, "The task (and any other tasks that obtain locks) should attempt to relinquish all locks it's obtained when it receives a cancellation notice.", "u1")
    rec(AZPIPETF139, [q1], q2[1], True, "ellipsis", ["the Plan task"], "If a pipeline is cancelled during the Azure Pipelines Terraform Plan task, it can leave a lock on the Terraform state file that blocks further tasks until someone manually breaks the lease.", author="u1")
    rec(AZPIPETF139, [q1, q2], q3[1], True, "pronoun", ["The task"], "The Azure Pipelines Terraform Plan task (and any other task that takes a lock) should release all its locks when it receives a cancellation notice.", author="u1")
    rec(AZPIPETF139, [q1, q2, q3], "Using Azure backend, state in blob storage.", True, "ellipsis", [], "The Azure Pipelines Terraform task leaves the lock behind with the Azure backend, state in blob storage.", author="u1")

    r1 = (U, "Explore cancellation on terraform apply jobs", "u1")
    r2 = (U, "Occasionally, terraform will hold a lock on the state file due to a canceled job.", "u1")
    r3 = (U, "This has to be manually released at the moment.", "u1")
    r4 = (U, "We could write a script that always runs to check for and ensure the locks are released.", "u1")
    rec(SIMPLEREPORT4939, [r1], r2[1], True, "ellipsis", ["a canceled job"], "Occasionally, SimpleReport's Terraform holds a lock on the state file because a terraform apply job was cancelled.", author="u1")
    rec(SIMPLEREPORT4939, [r1, r2], r3[1], True, "pronoun", ["This"], "SimpleReport's Terraform state lock left by a cancelled job has to be released manually at the moment.", author="u1")
    rec(SIMPLEREPORT4939, [r1, r2, r3], r4[1], True, "pronoun", ["We", "the locks"], "SimpleReport could add a script that always runs to check for and release leftover Terraform state locks.", author="u1")
    # A general how-to naming its own subject (a job's condition): a same-author trap. Hard call.
    rec(SIMPLEREPORT4939, [r1, r2, r3, r4], TF_ALWAYS, False, SAME, [], None, author="u1")

    o1 = (U, "Kill terraform process on workflow cancel", "u1")
    o2 = (U, "**Description:** During workflow cancel scenarios it is possible that a lock on a statefile will persist from the previous step.", "u1")
    o3 = (U, "This lock will prevent the terraform destroy from correctly executing.", "u1")
    o4 = "To ensure that this lock is released we will ensure that process that holds it is terminated."
    rec(OTELCOL1495, [o1], o2[1], True, "ellipsis", ["the previous step"], "When the aws-otel-collector test workflow is cancelled, a lock on a Terraform statefile can persist from the previous step.", author="u1")
    rec(OTELCOL1495, [o1, o2], o3[1], True, "pronoun", ["This lock", "the terraform destroy"], "A Terraform statefile lock persisting after a cancelled aws-otel-collector workflow prevents its terraform destroy step from executing correctly.", author="u1")
    rec(OTELCOL1495, [o1, o2, o3], o4, True, "pronoun", ["this lock", "it"], "To release the Terraform statefile lock on workflow cancel, aws-otel-collector's workflow now terminates the terraform process that holds it.", author="u1")
    lend(OTELCOL1495, [o1], TF_MSGCHANGE, SAME, TERRAWRAP106)

    v1 = (U, "Locks still being left hanging", "u1")
    v2 = (U, "When cancelling a Terraform plan, we still leave the locks hanging.", "u1")
    v3 = "Here I do a plan and cancel it while entering vars:"
    rec(OVERMIND430, [v1], v2[1], True, "pronoun", ["we"], "When cancelling a Terraform plan run through the Overmind CLI, the CLI still leaves the state locks hanging.", author="u1")
    rec(OVERMIND430, [v1, v2], v3, True, "pronoun", ["it"], "Here I run `overmind terraform plan` and cancel it while entering vars, which leaves the Terraform state lock hanging.", author="u1")
    lend(OVERMIND430, [v1], TF_KILLED, SAME, TFFOUND819)
    lend(OVERMIND430, [v1, v2], TF_ALWAYS, SAME, SIMPLEREPORT4939)

    n1 = (U, "1.11.2 doesn't delete lock file if Ctrl+c is used on approving", "u1")
    n2 = (U, "### OpenTofu Version\n\n```shell\nOpenTofu v1.11.2\n```", "u1")
    n3 = (U, "### Expected Behavior\n\nlock file is deleted", "u1")
    rec(OPENTOFU3669, [n1], n2[1], True, "ellipsis", [], "OpenTofu v1.11.2 doesn't delete the state lock file if Ctrl+C is pressed at the apply approval prompt.", author="u1")
    rec(OPENTOFU3669, [n1, n2], n3[1], True, "ellipsis", [], "OpenTofu 1.11.2 should delete the state lock file when Ctrl+C is pressed at the apply approval prompt.", author="u1")
    rec(OPENTOFU3669, [n1, n2, n3], "### Actual Behavior\n\nlock file left", True, "ellipsis", [], "OpenTofu 1.11.2 leaves the state lock file behind when Ctrl+C is pressed at the apply approval prompt.", author="u1")
    lend(OPENTOFU3669, [n1], TF_PIPELINE, SELF, AZPIPETF312)
    lend(OPENTOFU3669, [n1, n2], TF_AUTOMATION, SAME, DFLOOKTF176)
    lend(TERRAWRAP106, [w1, (U, TF_MSGCHANGE, "u1")], TF_LEASE, SELF, AZURERM25474)
    lend(CAFLZ92, [c1], TF_PRINTS, SAME, DFLOOKTF176)
    lend(ATLANTIS2029, [t1], TF_KILLED, SAME, TFFOUND819)
    lend(TFAWS4632, [a1], TF_ALWAYS, SAME, SIMPLEREPORT4939)
    lend(AZURERM19043, [h1], TF_PIPELINE, SELF, AZPIPETF312)
    lend(TFMAGENTO22, [g1, g2], TF_MSGCHANGE, SAME, TERRAWRAP106)


# ---- nginx rejecting uploads: "413 Request Entity Too Large", "client intended to send too large body", client_max_body_size ----
RESTYUP27 = GH + "openresty/lua-resty-upload/issues/27"
FSEKWEB162 = GH + "fsek/web/issues/162"
SOLIDCOMM35 = GH + "solid/solidcommunity.net/issues/35"
KDMMGR83 = GH + "toconnell/kdm-manager/issues/83"
CHASSIS26 = GH + "Chassis/Chassis/issues/26"
LOCALTUNNEL337 = GH + "localtunnel/localtunnel/issues/337"
MAQETTA3379 = GH + "maqetta/maqetta/issues/3379"
ANGFILEUP313 = GH + "nervgh/angular-file-upload/issues/313"
MOBILEAUDIT143 = GH + "mpast/mobileAudit/issues/143"
MICROK8S526 = GH + "canonical/microk8s/issues/526"
CLOUDQ37 = GH + "twilson63/node-cloudq/issues/37"
NG_DEF = "`client_max_body_size`: The maximum allowed size for a client request. If the maximum size is exceeded, then Nginx will spit out a 413 error or Request Entity Too Large."
NG_PHPINI = "On our production server (Ubuntu Server 14.04.1 LTS) I set in php.ini the following:\nupload_max_filesize 10M\npost_max_size   10M"
NG_W3 = "The example on w3schools (www.w3schools.com/php/php_file_upload.asp) for file upload works on our server but uploading a file of size > 2MB with nervgh/angular-file-upload unfortunately still doesn't."
NG_LT = "localtunnel.me is now up and running again :)\ni took over the hosting and maintenance part from @defunctzombie so feel free to use it as before."
NG_MAQ = "Seeing these errors in the Nginx server logs:\n\n```\n2012/09/13 10:19:19 [error] 5410#0: *270366 client intended to send too large body: 3587048 bytes, client: XXX.XXX.XXX.XX, server: app.maqetta.org, request: \"POST /maqetta/cmd/addFiles?path=./project1/images HTTP/1.1\", host: \"app.maqetta.org\", referrer: \"http://app.maqetta.org/maqetta/\"\n```"


def _nginx413(rec, U, A, lend) -> None:  # noqa: PLR0915
    r1 = (U, "Problem with big file upload: Request Entity too large", "u1")
    r2 = (U, "I'm trying to upload a slightly big file of size ~3MB. And I'm getting a 413 error.", "u1")
    r3 = (U, "The nginx error is:\n\n2016/08/24 21:35:05 [error] 50785#0: *2 client intended to send too large body: 3520276 bytes, client: 127.0.0.1, server: localhost, request: \"POST /test HTTP/1.1\", host: \"localhost:8070\".", "u1")
    r4 = (U, "Is there any configuration I need to do on the Nginx side?", "u1")
    r5 = (A, "@mango009 See http://nginx.org/en/docs/http/ngx_http_core_module.html#client_max_body_size", "u2")
    rec(RESTYUP27, [r1], r2[1], True, "ellipsis", [], "Uploading a ~3MB file with lua-resty-upload gives me a 413 Request Entity Too Large error.", author="u1")
    rec(RESTYUP27, [r1, r2], r3[1], True, "ellipsis", [], "My lua-resty-upload upload of ~3MB fails with the nginx error 'client intended to send too large body: 3520276 bytes' on POST /test.", author="u1")
    rec(RESTYUP27, [r1, r2, r3], r4[1], True, "ellipsis", [], "Is there nginx configuration I need for lua-resty-upload to accept a ~3MB upload without 413 Request Entity Too Large?", author="u1")
    rec(RESTYUP27, [r1, r2, r3, r4], r5[1], True, "ellipsis", [], "To let lua-resty-upload accept larger uploads without a 413, see nginx's client_max_body_size: http://nginx.org/en/docs/http/ngx_http_core_module.html#client_max_body_size", author="u2")
    rec(RESTYUP27, [r1, r2, r3, r4, r5], "Thank you!", True, "ellipsis", [], "Thanks for pointing me to nginx's client_max_body_size for lua-resty-upload's 413 error.", author="u1")
    lend(RESTYUP27, [r1], NG_PHPINI, SAME, ANGFILEUP313)

    f1 = (U, "Request Entity Too Large", "u1")
    f2 = (U, "With Nginx the ```client_max_body_size``` is too small, when uploading a Document over 1 MB it fails.", "u1")
    f3 = (U, "@jforberg @henrikssn Can you fix this?", "u1")
    f4 = (A, "Changed to 100MB. Please verify before close.", "u2")
    rec(FSEKWEB162, [f1], f2[1], True, "ellipsis", ["a Document"], "On the fsek web site, nginx's `client_max_body_size` is too small: uploading a Document over 1 MB fails with Request Entity Too Large.", author="u1")
    rec(FSEKWEB162, [f1, f2], f3[1], True, "pronoun", ["this"], "Can you raise the fsek web site's nginx client_max_body_size so Documents over 1 MB upload?", author="u1")
    rec(FSEKWEB162, [f1, f2, f3], f4[1], True, "ellipsis", [], "The fsek web site's nginx client_max_body_size is changed to 100MB; please verify before closing.", author="u2")
    rec(FSEKWEB162, [f1, f2, f3, f4], "Worked, GJ", True, "ellipsis", [], "Raising the fsek web site's client_max_body_size to 100MB worked.", author="u1")
    lend(FSEKWEB162, [f1], NG_W3, SAME, ANGFILEUP313)

    s1 = (U, "loading fails with error 413 entity too large on PUT", "u1")
    s2 = (U, "This appears to be a nginx issue.", "u1")
    s4 = "@jaxoncreed @justinwb have you some recommendation ?"
    rec(SOLIDCOMM35, [s1], s2[1], True, "pronoun", ["This"], "solidcommunity.net's 413 entity too large on PUT appears to be an nginx issue.", author="u1")
    rec(SOLIDCOMM35, [s1, s2], NG_DEF, False, SAME, [], None, author="u1")
    rec(SOLIDCOMM35, [s1, s2, (U, NG_DEF, "u1")], s4, True, "ellipsis", [], "Do you have a recommendation for solidcommunity.net's nginx client_max_body_size and client_body_timeout, to stop 413 entity too large on PUT?", author="u1")
    lend(SOLIDCOMM35, [s1], NG_MAQ, SELF, MAQETTA3379)

    k1 = (U, "413 Request Entity Too Large - Nginx error re: large avatar uploads", "u1")
    k2 = (U, "Whatever the client, trying to upload a big image file throws an nginx error.", "u1")
    k3 = (U, "Do this:\n\nhttp://www.cyberciti.biz/faq/linux-unix-bsd-nginx-413-request-entity-too-large/", "u1")
    k4 = "Looks good in dev. closing this out.\n\nclient_max_body_size 2M;"
    rec(KDMMGR83, [k1], k2[1], True, "ellipsis", [], "Uploading a big avatar image to kdm-manager throws nginx's 413 Request Entity Too Large, whatever the client.", author="u1")
    rec(KDMMGR83, [k1, k2], k3[1], True, "ellipsis", ["this"], "To fix kdm-manager's 413 on large avatar uploads, follow http://www.cyberciti.biz/faq/linux-unix-bsd-nginx-413-request-entity-too-large/", author="u1")
    rec(KDMMGR83, [k1, k2, k3], k4, True, "ellipsis", [], "Setting `client_max_body_size 2M;` fixes kdm-manager's 413 on large avatar uploads in dev.", author="u1")
    lend(KDMMGR83, [k1], NG_DEF, SAME, SOLIDCOMM35)

    c1 = (U, "413 Request Entity Too Large", "u1")
    c2 = "We need to alter site.nginx.conf.erb to add in a client_max_body_size to prevent 413 errors when files and images are uploaded."
    rec(CHASSIS26, [c1], c2, True, "pronoun", ["We"], "Chassis needs to add a client_max_body_size to its site.nginx.conf.erb to prevent 413 errors when files and images are uploaded.", author="u1")
    lend(CHASSIS26, [c1], NG_PHPINI, SAME, ANGFILEUP313)
    lend(CHASSIS26, [c1], NG_LT, SELF, LOCALTUNNEL337)

    t1 = (U, "Getting \"413 Request Entity Too Large\" when testing upload", "u1")
    t2 = (U, "I am getting the below error when trying to test an upload feature: **413 Request Entity Too Large**", "u1")
    t3 = (U, "I've already set **client_max_body_size** properly for my nginx server. This seems to be the nginx server running at **localtunnel.me** which is rejecting the request.", "u1")
    t4 = (U, "Any chance you could increase the **client_max_body_size** to 20Mb or so? or is there any other solution to this I can do on my side?", "u1")
    rec(LOCALTUNNEL337, [t1], t2[1], True, "ellipsis", [], "Testing an upload feature through localtunnel gives **413 Request Entity Too Large**.", author="u1")
    rec(LOCALTUNNEL337, [t1, t2], t3[1], True, "ellipsis", ["This", "the request"], "My own nginx has a proper client_max_body_size, so the 413 on uploads through localtunnel seems to come from the nginx server at localtunnel.me.", author="u1")
    rec(LOCALTUNNEL337, [t1, t2, t3], t4[1], True, "pronoun", ["this"], "Could localtunnel.me raise its nginx client_max_body_size to about 20Mb, or is there another way around its 413 on my side?", author="u1")
    rec(LOCALTUNNEL337, [t1, t2, t3, t4], NG_LT, False, SELF, [], None, author="u2")
    rec(LOCALTUNNEL337, [t1, t2, t3, t4, (A, NG_LT, "u2")], "Hi I'm getting this error. I have a large form", True, "pronoun", ["this error"], "I'm getting localtunnel's 413 Request Entity Too Large when submitting a large form.", author="u3")

    m1 = (U, "\"client intended to send too large body\" error on maqetta.org", "u1")
    m3 = (U, "Server throws a 413 (Request Entity Too Large) on a 3.9 meg file.", "u2")
    m4 = "The UI implies it was successfull, so the upload/cancel buttons reenable and the file name stays in the upload list"
    # The log names the server and request in full; "these errors" points inside it.
    rec(MAQETTA3379, [m1], NG_MAQ, False, SELF, [], None, author="u1")
    h = [m1, (U, NG_MAQ, "u1")]
    rec(MAQETTA3379, h, m3[1], True, "ellipsis", ["Server"], "maqetta.org's server throws a 413 (Request Entity Too Large) on a 3.9 meg file upload.", author="u2")
    rec(MAQETTA3379, [*h, m3], m4, True, "pronoun", ["The UI", "it"], "When maqetta.org's server rejects an upload with 413, Maqetta's UI implies it succeeded: the upload/cancel buttons re-enable and the file name stays in the upload list.", author="u2")
    rec(MAQETTA3379, [*h, m3, (U, m4, "u2")], "-> M9", True, "ellipsis", [], "maqetta.org's 413 'client intended to send too large body' upload bug is moved to milestone M9.", author="u1")

    a1 = (U, "ERROR: 413 (Request Entity Too Large)", "u1")
    a2 = (U, "I'm getting error 413 (Request Entity Too Large) when uploading a file larger than 2MB.", "u1")
    a3 = (U, "The same error occurs (see browser's console) when trying to do that with the official demo.", "u1")
    a6 = "What can cause this behaviour?"
    rec(ANGFILEUP313, [a1], a2[1], True, "ellipsis", [], "angular-file-upload gives me error 413 (Request Entity Too Large) when uploading a file larger than 2MB.", author="u1")
    rec(ANGFILEUP313, [a1, a2], a3[1], True, "ellipsis", ["The same error", "that"], "angular-file-upload's official demo also gives 413 (Request Entity Too Large) when uploading a file larger than 2MB.", author="u1")
    # Complete first-person sentences naming their own subjects (php.ini, the w3schools example): same-author traps.
    rec(ANGFILEUP313, [a1, a2, a3], NG_PHPINI, False, SAME, [], None, author="u1")
    h = [a1, a2, a3, (U, NG_PHPINI, "u1")]
    rec(ANGFILEUP313, h, NG_W3, False, SAME, [], None, author="u1")
    rec(ANGFILEUP313, [*h, (U, NG_W3, "u1")], a6, True, "pronoun", ["this behaviour"], "What can cause angular-file-upload's 413 (Request Entity Too Large) on files over 2MB when php.ini allows 10M?", author="u1")

    o1 = (U, "413 Request Entity Too Large error on file upload", "u1")
    o2 = (U, "Hello,\n\nI got this nginx error `413 Request Entity Too Large` while uploading an apk.", "u1")
    o3 = (U, "File size: 840.91 MB", "u1")
    o4 = "Hi @futilm \nClosed as the fix has been merge, thanks for the heads up!"
    rec(MOBILEAUDIT143, [o1], o2[1], True, "ellipsis", [], "Uploading an APK to mobileAudit gives nginx's `413 Request Entity Too Large`.", author="u1")
    rec(MOBILEAUDIT143, [o1, o2], o3[1], True, "ellipsis", [], "mobileAudit's 413 Request Entity Too Large happens uploading an 840.91 MB APK.", author="u1")
    rec(MOBILEAUDIT143, [o1, o2, o3], o4, True, "ellipsis", ["the fix"], "The fix for mobileAudit's 413 on large APK uploads has been merged, so the issue is closed.", author="u2")
    lend(MOBILEAUDIT143, [o1], NG_MAQ, SELF, MAQETTA3379)
    lend(MOBILEAUDIT143, [o1, o2], NG_DEF, SAME, SOLIDCOMM35)

    i1 = (U, "ingress controller failed while uploading large file", "u1")
    i2 = (U, "I enabled ingress controller . I seen its nginx based . For testing one of my service its need more than 1gb need to uploaded. But in this setup its failed because of `413 large entity ` problem. Any workaround for this ?", "u1")
    i3 = (A, "Hi @sureshamk , have you tried the suggestion here: https://stackoverflow.com/questions/49918313/413-error-with-kubernetes-and-nginx-ingress-controller ?", "u2")
    i4 = (U, "Its works @ktsakalozos . thanks", "u1")
    i5 = (U, "@sureshamk \nHow did it work for you? What steps have you made?", "u3")
    rec(MICROK8S526, [i1], i2[1], True, "ellipsis", ["ingress controller", "this setup"], "MicroK8s' nginx-based ingress controller fails uploading a file over 1gb with `413 large entity`; any workaround?", author="u1")
    rec(MICROK8S526, [i1, i2], i3[1], True, "ellipsis", ["the suggestion here"], "For MicroK8s ingress's 413 on large uploads, have you tried https://stackoverflow.com/questions/49918313/413-error-with-kubernetes-and-nginx-ingress-controller ?", author="u2")
    rec(MICROK8S526, [i1, i2, i3], i4[1], True, "pronoun", ["Its"], "The Stack Overflow fix for MicroK8s ingress's 413 on large uploads works.", author="u1")
    rec(MICROK8S526, [i1, i2, i3, i4], i5[1], True, "pronoun", ["it"], "How did you get MicroK8s' ingress to accept large uploads without 413? What steps did you take?", author="u3")
    rec(MICROK8S526, [i1, i2, i3, i4, i5], "I have tried it but it didn't work for me.", True, "pronoun", ["it"], "The Stack Overflow fix for MicroK8s ingress's 413 on large uploads didn't work for me.", author="u3")

    q1 = (U, "request entity too large", "u1")
    # Title only (the excerpt does not show who opened it): lent rows.
    lend(CLOUDQ37, [q1], NG_W3, SAME, ANGFILEUP313)
    lend(CLOUDQ37, [q1], NG_MAQ, SELF, MAQETTA3379)
    lend(CLOUDQ37, [q1], NG_DEF, SAME, SOLIDCOMM35)
    lend(MICROK8S526, [i1], NG_PHPINI, SAME, ANGFILEUP313)
    lend(SOLIDCOMM35, [s1, s2], NG_LT, SELF, LOCALTUNNEL337)
    lend(FSEKWEB162, [f1, f2], NG_DEF, SAME, SOLIDCOMM35)
    lend(KDMMGR83, [k1, k2], NG_W3, SAME, ANGFILEUP313)
    lend(MAQETTA3379, [m1], NG_PHPINI, SAME, ANGFILEUP313)


# ---- Jest and ES modules in node_modules: "SyntaxError: Cannot use import statement outside a module", "Unexpected token 'export'", transformIgnorePatterns ----
JEST15931 = GH + "jestjs/jest/issues/15931"
JEST14222 = GH + "jestjs/jest/issues/14222"
JEST11393 = GH + "jestjs/jest/issues/11393"
TSJEST2579 = GH + "kulshekhar/ts-jest/issues/2579"
TSJEST3341 = GH + "kulshekhar/ts-jest/issues/3341"
URLJOIN90 = GH + "jfromaniello/url-join/issues/90"
RESTSTATE162 = GH + "reststate/reststate-vuex/issues/162"
PLIMIT69 = GH + "sindresorhus/p-limit/issues/69"
VTKJS2930 = GH + "Kitware/vtk-js/issues/2930"
PBENCHDASH198 = GH + "distributed-system-analysis/pbench-dashboard/issues/198"
CRA9938 = GH + "react/create-react-app/issues/9938"
MSW1810 = GH + "mswjs/msw/issues/1810"
JS_PARSE = "Jest failed to parse a file. This happens e.g. when your code or its dependencies use non-standard JavaScript syntax, or when Jest is not configured to support such syntax."
JS_DEFAULT = "By default \"node_modules\" folder is ignored by transformers."
JS_HIST = "Jest is historically bad with ESM and I don't believe they support it properly yet."
JS_ESCAPE = "When I run a test that imports escape-string-regexp@5,\nit fails with 'Jest encountered an unexpected token'."
JS_URLJOIN = "When working with Jest I've encountered the below error message.\n\n SyntaxError: Unexpected token 'export'\n\n    > 1 | import urlJoin from 'url-join';"
JS_PLIMIT = "I am using -\np-limit@4.0.0\njest@24.9.0\n\nnpm v8.15.0\nnode v16.17.0"


def _jestesm(rec, U, A, lend) -> None:  # noqa: PLR0915
    j1 = (U, "[Bug]: tranformIgnorePatterns not working after 30.0.0", "u1")
    j2 = (U, "### Expected behavior\n\nExpected `transformIgnorePatterns` to work as before", "u1")
    j3 = (U, "### Actual behavior\n\nGetting error `SyntaxError: Cannot use import statement outside a module`", "u1")
    j4 = (U, "Also having this problem in the context of testing DOMPurify related code in a NodeJS environment with Jest 30.x. It was working in 29.x", "u2")
    j5 = "For me the problem was [this one](https://github.com/expo/expo/pull/43535) and the workaround described [here](https://github.com/expo/expo/issues/36831#issuecomment-3310563804)."
    rec(JEST15931, [j1], j2[1], True, "ellipsis", ["as before"], "After Jest 30.0.0, `transformIgnorePatterns` is expected to work as it did in Jest 29.", author="u1")
    rec(JEST15931, [j1, j2], j3[1], True, "ellipsis", [], "With Jest 30, transformIgnorePatterns doesn't apply and tests fail with `SyntaxError: Cannot use import statement outside a module`.", author="u1")
    rec(JEST15931, [j1, j2, j3], j4[1], True, "pronoun", ["this problem", "It"], "Jest 30.x's transformIgnorePatterns failure also breaks my tests of DOMPurify-related code in a Node.js environment; it worked in Jest 29.x.", author="u2")
    rec(JEST15931, [j1, j2, j3, j4], j5, True, "pronoun", ["the problem"], "My Jest 30 transformIgnorePatterns failure was caused by expo/expo#43535, with the workaround in expo/expo#36831 (comment 3310563804).", author="u1")

    k1 = (U, "[Bug]: \"Cannot use import statement outside a module\" no matter if transformIgnorePatterns is set or not", "u1")
    k2 = "I am mocking `lit-element` to have a minimal class `LitElement` which is relevant when testing my actual project (and not necessarily on the repro which I tried to make a quintessential as possible)."
    rec(JEST14222, [k1], k2, True, "ellipsis", ["the repro"], "In the repro of Jest's 'Cannot use import statement outside a module' despite transformIgnorePatterns, I mock `lit-element` with a minimal `LitElement` class, which matters for my actual project.", author="u1")

    s1 = (U, "SyntaxError: Cannot use import statement outside a module", "u1")
    s2 = (U, "Hi all,\n\nI have created react component and import a private package,\n\nIn my private package, I have also import third-party package such as styled-component", "u1")
    s3 = (U, "But when running the test, it returns  `SyntaxError: Cannot use import statement outside a module ` in my react component.", "u1")
    s4 = (U, "How can I fix it", "u1")
    s5 = (U, "I have tried `transformIgnorePatterns` but doesn't work", "u1")
    s6 = "You should ask this question on StackOverflow or Jest Discord community. You will get help quicker there."
    # A complete first-person setup naming its own subjects: a same-author trap.
    rec(JEST11393, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(JEST11393, [s1, s2], s3[1], True, "pronoun", ["the test", "it"], "Running Jest on my React component that imports a private package (which imports styled-components) returns `SyntaxError: Cannot use import statement outside a module`.", author="u1")
    rec(JEST11393, [s1, s2, s3], s4[1], True, "pronoun", ["it"], "How can I fix Jest's `SyntaxError: Cannot use import statement outside a module` when my React component imports a private package?", author="u1")
    rec(JEST11393, [s1, s2, s3, s4], s5[1], True, "ellipsis", [], "Setting `transformIgnorePatterns` doesn't fix Jest's 'Cannot use import statement outside a module' for my private package.", author="u1")
    rec(JEST11393, [s1, s2, s3, s4, s5], s6, True, "pronoun", ["this question"], "Ask about Jest's 'Cannot use import statement outside a module' with private packages on Stack Overflow or the Jest Discord community for quicker help.", author="u2")

    t1 = (U, "Fails to run test importing ESM with 'Jest encountered an unexpected token'", "u1")
    rec(TSJEST2579, [t1], JS_ESCAPE, False, SELF, [], None, author="u1")
    rec(TSJEST2579, [t1, (U, JS_ESCAPE, "u1")], "related to #937", True, "ellipsis", [], "ts-jest failing on a test that imports the ESM-only escape-string-regexp@5 is related to kulshekhar/ts-jest#937.", author="u1")
    lend(TSJEST2579, [t1], JS_HIST, SELF, MSW1810)

    u1 = (U, "[Bug]: SyntaxError: Unexpected token 'export'", "u1")
    u2 = (U, "Please note: I am able to use this function in other parts of my source code without a problem", "u1")
    u3 = (U, "Also for the functions that are exported using `module.exports` the tests run successly", "u1")
    u4 = (U, "### Expected behavior\n\nShould be able to import functions from other files and ran test on them", "u1")
    u5 = (U, "It seems to highlight the export issue in the file where function is defined.", "u1")
    u6 = "As problem suggests I am using TypeScript which is why I added ts-jest"
    rec(TSJEST3341, [u1], u2[1], True, "pronoun", ["this function"], "The function whose `export default` gives ts-jest's SyntaxError: Unexpected token 'export' works in other parts of my source code.", author="u1")
    rec(TSJEST3341, [u1, u2], u3[1], True, "ellipsis", ["the tests"], "With ts-jest, tests of functions exported with `module.exports` run successfully; only `export default` gives Unexpected token 'export'.", author="u1")
    rec(TSJEST3341, [u1, u2, u3], u4[1], True, "ellipsis", [], "With ts-jest I should be able to import functions from other files and test them without SyntaxError: Unexpected token 'export'.", author="u1")
    rec(TSJEST3341, [u1, u2, u3, u4], u5[1], True, "pronoun", ["It", "the export issue"], "ts-jest's Unexpected token 'export' error points at the export in the file where the function is defined.", author="u1")
    rec(TSJEST3341, [u1, u2, u3, u4, u5], u6, True, "ellipsis", ["As problem suggests"], "I am using TypeScript, which is why I added ts-jest, and get SyntaxError: Unexpected token 'export'.", author="u1")
    lend(TSJEST3341, [u1], JS_DEFAULT, SAME, PLIMIT69)

    r1 = (U, "SyntaxError: Unexpected token 'export'", "u1")
    r3 = (U, "adding `\"node_modules/(?!(url-join)/)\"` in `transformIgnorePatterns` did not help.", "u1")
    r4 = (A, "You'll have to run Jest in ESM mode or include the dependency explicitly to transform it into CommonJS.", "u2")
    r5 = "More information can be found in the [Jest documentation](https://jestjs.io/docs/ecmascript-modules)."
    # Names Jest, the error and the url-join import in full: a same-author trap.
    rec(URLJOIN90, [r1], JS_URLJOIN, False, SAME, [], None, author="u1")
    h = [r1, (U, JS_URLJOIN, "u1")]
    rec(URLJOIN90, h, r3[1], True, "ellipsis", [], "Adding `\"node_modules/(?!(url-join)/)\"` to `transformIgnorePatterns` did not fix Jest's SyntaxError: Unexpected token 'export' on url-join.", author="u1")
    rec(URLJOIN90, [*h, r3], r4[1], True, "ellipsis", ["the dependency", "it"], "To import url-join in Jest, run Jest in ESM mode or explicitly include url-join in the transform to CommonJS.", author="u2")
    rec(URLJOIN90, [*h, r3, r4], r5, True, "ellipsis", ["More information"], "More information on running Jest with ESM dependencies like url-join is in the Jest documentation: https://jestjs.io/docs/ecmascript-modules", author="u2")

    e1 = (U, "Jest tests give SyntaxError: Cannot use import statement outside a module", "u1")
    e2 = (U, "I've added `@restate/restate-vuex` to our project and it works perfectly.", "u1")
    e3 = (U, "Unfortunately, our jest tests are failing on the import of the module into the project:", "u1")
    e4 = "Since the app builds w/o errors I'm assuming I have something wrong in the jest configuration and was hoping you might have some pointers on property configuring jest for this library."
    rec(RESTSTATE162, [e1], e2[1], False, SELF, [], None, author="u1")
    rec(RESTSTATE162, [e1, e2], e3[1], True, "ellipsis", ["the module"], "Our Jest tests fail with 'Cannot use import statement outside a module' on importing @reststate/vuex into our project.", author="u1")
    rec(RESTSTATE162, [e1, e2, e3], e4, True, "pronoun", ["this library"], "Since our app builds without errors, my Jest configuration must be wrong; do you have pointers on configuring Jest for @reststate/vuex?", author="u1")
    lend(RESTSTATE162, [e1], JS_PARSE, SAME, PLIMIT69)

    p1 = (U, "Jest giving error - SyntaxError: Cannot use import statement outside a module", "u1")
    rec(PLIMIT69, [p1], JS_PLIMIT, False, SAME, [], None, author="u1")
    h = [p1, (U, JS_PLIMIT, "u1")]
    rec(PLIMIT69, h, JS_PARSE, False, SAME, [], None, author="u1")
    rec(PLIMIT69, [*h, (U, JS_PARSE, "u1")], JS_DEFAULT, False, SAME, [], None, author="u1")
    lend(PLIMIT69, [p1], JS_URLJOIN, SAME, URLJOIN90)

    v1 = (U, "[Bug] SyntaxError: cannot use import statement outside a module", "u1")
    v2 = (U, "I am writing tests on the vtk functions that I'm using, but get errors when importing the tests.", "u1")
    v3 = "The issues do not arise when compiling and running it normally, which makes me think that its only related to jest."
    rec(VTKJS2930, [v1], v2[1], True, "ellipsis", ["errors"], "Testing the vtk.js functions I use with Jest gives 'SyntaxError: cannot use import statement outside a module' when importing them.", author="u1")
    rec(VTKJS2930, [v1, v2], v3, True, "pronoun", ["The issues", "it"], "vtk.js's 'cannot use import statement outside a module' does not arise when compiling and running my code normally, so it seems only related to Jest.", author="u1")
    lend(VTKJS2930, [v1], JS_PLIMIT, SAME, PLIMIT69)
    lend(VTKJS2930, [v1, v2], JS_HIST, SELF, MSW1810)

    b1 = (U, "jest transformIgnorePatterns does not ignore everything specified", "u1")
    b2 = (U, "There was this bug in our CI where some nodejs modules were not transpiled to let jest understand syntax such as `import`, `export`, etc.", "u1")
    b3 = (U, "I fixed it temporarily in PR #197, but it does not look convincing.", "u1")
    b4 = (U, "Since it blocks further work, we will go ahead and merge #197.", "u1")
    rec(PBENCHDASH198, [b1], b2[1], True, "pronoun", ["this bug", "our CI"], "In pbench-dashboard's CI, some Node.js modules were not transpiled, so Jest could not understand syntax such as `import` and `export`.", author="u1")
    rec(PBENCHDASH198, [b1, b2], b3[1], True, "pronoun", ["it"], "I fixed pbench-dashboard's untranspiled-modules Jest bug temporarily in PR #197, but the fix does not look convincing.", author="u1")
    rec(PBENCHDASH198, [b1, b2, b3], b4[1], True, "pronoun", ["it", "we"], "Since pbench-dashboard's Jest transpile bug blocks further work, we will merge the temporary fix in #197.", author="u1")
    rec(PBENCHDASH198, [b1, b2, b3, b4], "Lets revisit to this issue in future if problem persists.", True, "pronoun", ["this issue"], "Let's revisit pbench-dashboard's Jest transformIgnorePatterns issue in future if it persists.", author="u1")
    lend(PBENCHDASH198, [b1], JS_ESCAPE, SELF, TSJEST2579)

    c1 = (U, "SyntaxError: Cannot use import statement outside a module", "u1")
    # Title only (the excerpt shows only a later comment): lent rows.
    lend(CRA9938, [c1], JS_DEFAULT, SAME, PLIMIT69)
    lend(CRA9938, [c1], JS_PARSE, SAME, PLIMIT69)
    lend(CRA9938, [c1], JS_HIST, SELF, MSW1810)

    m1 = (U, "Jest: SyntaxError: Unexpected token 'export' on \"@bundled-es-modules/js-levenshtein\"", "u1")
    m2 = (A, "Thanks for reporting this.", "u2")
    m4 = (A, "If you can, consider migrating to modern test frameworks, like [Vitest](https://vitest.dev/).", "u2")
    m5 = "The same goes for Create React App. The project is officially dead, and the React team recommends using a production-grade framework like Next.js or Remix instead."
    rec(MSW1810, [m1, m2], JS_HIST, False, SELF, [], None, author="u2")
    h = [m1, m2, (A, JS_HIST, "u2")]
    rec(MSW1810, h, m4[1], True, "ellipsis", [], "To avoid msw's Unexpected token 'export' on @bundled-es-modules/js-levenshtein under Jest, consider migrating to a modern test framework like Vitest.", author="u2")
    rec(MSW1810, [*h, m4], m5, True, "ellipsis", ["The same goes"], "Consider migrating off Create React App too: it is officially dead, and the React team recommends a framework like Next.js or Remix instead.", author="u2")
    lend(MSW1810, [m1], JS_PARSE, SAME, PLIMIT69)
    lend(URLJOIN90, [r1], JS_PLIMIT, SAME, PLIMIT69)
    lend(RESTSTATE162, [e1, e2, e3], JS_ESCAPE, SELF, TSJEST2579)
    lend(TSJEST2579, [t1, (U, JS_ESCAPE, "u1")], JS_PARSE, SAME, PLIMIT69)


# ---- PostgreSQL client authentication: "FATAL: Peer authentication failed for user", "no pg_hba.conf entry for host", md5 vs ident/peer in pg_hba.conf ----
PUPPETPG18 = GH + "puppetlabs/puppetlabs-postgresql/issues/18"
KAPELICHEAT116 = GH + "Kapeli/cheatsheets/pull/116"
SUPERMQDEV129 = GH + "absmach/supermq-devops/issues/129"
BITNAMI28624 = GH + "bitnami/charts/issues/28624"
PUPHPET1150 = GH + "puphpet/puphpet/issues/1150"
MININGCORE403 = GH + "oliverw/miningcore/issues/403"
AUTOBASE507 = GH + "autobase-tech/autobase/issues/507"
DLDOCS2576 = GH + "docker-library/docs/issues/2576"
PGADMINEXT26 = GH + "marcelo-ochoa/pgadmin4-docker-extension/issues/26"
ANXSPG582 = GH + "ANXS/postgresql/issues/582"
KARTOZA96 = GH + "kartoza/docker-postgis/issues/96"
LARADOCK1773 = GH + "laradock/laradock/issues/1773"
ELECTRONREL245 = GH + "ArekSredzki/electron-release-server/issues/245"
PG_TRUST = "Setting trust auth is risky and disabling pg_hpa config allow new created user to connect to any database."
PG_PUPPET = "```\nvagrant@precise32:~$ psql -U postgres\npsql: FATAL:  Peer authentication failed for user \"postgres\"\nvagrant@precise32:~$ grep ^local /etc/postgresql/9.1/main/pg_hba.conf\nlocal   all         postgres                          ident\nlocal   all         all                               ident\n```"
PG_MINING = "When doing this step:\n\n`psql -d miningcore -U miningcore -f createdb.sql`\n\nI get the following error: `psql: FATAL:  Peer authentication failed for user \"miningcore\"`"
PG_AUTOBASE = "```\npsql -U test -h 192.168.100.78 -p 5000 -d test\nPassword for user test:\npsql: error: connection to server at \"192.168.100.78\", port 5000 failed: FATAL:  Peer authentication failed for user \"test\"\n```\n`192.168.100.78` is the cluster VIP"
PG_LARADOCK = "So I'm trying to set up a simple laravel project with laradock."


def _pghba(rec, U, A, lend) -> None:  # noqa: PLR0915
    p1 = (U, "Fix authentication method for unix socket", "u1")
    p2 = (U, "Authentication should be performed via _md5_ instead of _ident_, in order to fix some [login trouble](http://blog.deliciousrobots.com/2011/12/13/get-postgres-working-on-ubuntu-or-linux-mint/):", "u1")
    rec(PUPPETPG18, [p1], p2[1], True, "ellipsis", ["Authentication"], "puppetlabs-postgresql should configure unix-socket authentication as md5 instead of ident, to fix login trouble.", author="u1")
    # The session names psql, the error and the pg_hba.conf lines in full: a same-author trap.
    rec(PUPPETPG18, [p1, p2], PG_PUPPET, False, SAME, [], None, author="u1")
    lend(PUPPETPG18, [p1], PG_TRUST, SAME, BITNAMI28624)

    k1 = (U, "Add PostgreSQL CLI cheat for logging in to a db with a given account.", "u1")
    k2 = (U, "- Assumes that md5 or password authentication is permitted on localhost.", "u1")
    k3 = (U, "    - See http://www.postgresql.org/docs/current/static/auth-pg-hba-conf.html\n    - See /var/lib/pgsql/data/pg_hba.conf", "u1")
    rec(KAPELICHEAT116, [k1], k2[1], True, "ellipsis", ["Assumes"], "The PostgreSQL CLI cheat for logging in to a db with a given account assumes md5 or password authentication is permitted on localhost.", author="u1")
    rec(KAPELICHEAT116, [k1, k2], k3[1], True, "ellipsis", [], "For md5 or password authentication on localhost, see http://www.postgresql.org/docs/current/static/auth-pg-hba-conf.html and /var/lib/pgsql/data/pg_hba.conf.", author="u1")
    rec(KAPELICHEAT116, [k1, k2, k3], "Thank you!", True, "ellipsis", [], "Thank you for the PostgreSQL CLI login cheat.", author="u2")
    lend(KAPELICHEAT116, [k1], PG_LARADOCK, SAME, LARADOCK1773)

    s1 = (U, "password authentication failed for user \"postgres\"", "u1")
    s2 = "2023-10-15 10:38:47.697 GMT [509] FATAL:  password authentication failed for user \"postgres\"\n2023-10-15 10:38:47.697 GMT [509] DETAIL:  Connection matched file \"/opt/bitnami/postgresql/conf/pg_hba.conf\" line 1: \"host     all             all             0.0.0.0/0               md5\""
    rec(SUPERMQDEV129, [s1], s2, True, "ellipsis", [], "supermq-devops' PostgreSQL logs 'FATAL: password authentication failed for user \"postgres\"', the connection matching pg_hba.conf line 1 \"host all all 0.0.0.0/0 md5\".", author="u1")
    lend(SUPERMQDEV129, [s1], PG_MINING, SELF, MININGCORE403)
    lend(SUPERMQDEV129, [s1, (U, s2, "u1")], PG_TRUST, SAME, BITNAMI28624)

    b1 = (U, "Can't set pg_hba with md5 auth on localhost for postgres user", "u1")
    b2 = (U, "### Name and Version\n\nbitnami/postgresql 15.5.20", "u1")
    b3 = (U, "But I can no longer connect with postgres user on localhost neither with newuser on any address, I got errors indicating that there are no password set for postgres (User \"postgres\" has no password assigned) and the newuser role does not exist (Role \"newuser\" does not exist).", "u1")
    b4 = (U, "When switching to trust auth on localhost (host all postgres localhost trust), everything goes well and I can connect with postgres and newuser users.", "u1")
    rec(BITNAMI28624, [b1], b2[1], True, "ellipsis", [], "In the bitnami/postgresql 15.5.20 chart I can't set pg_hba with md5 auth on localhost for the postgres user.", author="u1")
    rec(BITNAMI28624, [b1, b2], b3[1], True, "ellipsis", ["But"], "With md5 for postgres on localhost in bitnami/postgresql's pg_hba, I can't connect as postgres (User \"postgres\" has no password assigned) or as newuser (Role \"newuser\" does not exist).", author="u1")
    rec(BITNAMI28624, [b1, b2, b3], b4[1], True, "ellipsis", [], "With trust auth for postgres on localhost in bitnami/postgresql's pg_hba, I can connect as postgres and as newuser.", author="u1")
    rec(BITNAMI28624, [b1, b2, b3, b4], PG_TRUST, False, SAME, [], None, author="u1")
    lend(BITNAMI28624, [b1], PG_PUPPET, SAME, PUPPETPG18)

    h1 = (U, "Postgre hba configuration", "u1")
    h2 = (U, "I ran into one issue with PostgreSQL installation. I can't login with `psql` after installation because *peer authentication is failed*.", "u1")
    h3 = (U, "I look at pg_hba.conf file, and see that:\n\n```\n# Rule Name: local access as postgres user\n# Description: none\n# Order: 001\nlocal   all     postgres     ident\n```", "u1")
    h4 = (U, "I suppose there must be 'md5' instead of 'ident', am I wrong? I change it, and now all work.", "u1")
    h5 = (U, "But I'll need to do it after every `vagrant up`. \n\nAm I missing some parameter in configuration?", "u1")
    rec(PUPHPET1150, [h1], h2[1], True, "ellipsis", ["PostgreSQL installation"], "After PuPHPet's PostgreSQL installation, I can't log in with `psql` because peer authentication fails.", author="u1")
    rec(PUPHPET1150, [h1, h2], h3[1], True, "ellipsis", ["pg_hba.conf file"], "PuPHPet's generated pg_hba.conf has `local all postgres ident` for local access as the postgres user.", author="u1")
    rec(PUPHPET1150, [h1, h2, h3], h4[1], True, "ellipsis", ["'ident'", "it"], "Should PuPHPet's pg_hba.conf use 'md5' instead of 'ident' for local postgres access? Changing it makes psql login work.", author="u1")
    rec(PUPHPET1150, [h1, h2, h3, h4], h5[1], True, "pronoun", ["it"], "I have to change PuPHPet's pg_hba.conf from ident to md5 after every `vagrant up`; am I missing a PuPHPet configuration parameter?", author="u1")
    rec(PUPHPET1150, [h1, h2, h3, h4, h5], "Fixed by 90f4b73", True, "ellipsis", [], "PuPHPet's ident-instead-of-md5 pg_hba.conf rule for local postgres access is fixed by commit 90f4b73.", author="u2")

    m1 = (U, "Peer authentication failed for user \"miningcore\"", "u1")
    m2 = (U, "Trying to get this running on Ubuntu 16.04 64bit.", "u1")
    m4 = (U, "Unfortunately I'm not at all familaiar with Postgresl....I've seen people talk about switching to an md5 authentication method but have no idea how to do this.\n\nAny thoughts?", "u1")
    m5 = (U, "Thanks for the info. I was able to fix the issue by re-doing the steps in the readme. I think I removed the quotes when entering the password in the setup process.", "u1")
    m6 = "same thing for me many times using latest versions of all .. so simply added -h 127.0.0.1 to define local host not over net and it worked fine...\npsql -h 127.0.0.1 -d miningcore -U miningcore -f createdb.sql"
    rec(MININGCORE403, [m1], m2[1], True, "pronoun", ["this"], "I'm trying to get Miningcore running on Ubuntu 16.04 64bit and get 'Peer authentication failed for user \"miningcore\"'.", author="u1")
    # Names the psql command and the error in full; "this step" points inside it.
    rec(MININGCORE403, [m1, m2], PG_MINING, False, SELF, [], None, author="u1")
    h = [m1, m2, (U, PG_MINING, "u1")]
    rec(MININGCORE403, h, m4[1], True, "ellipsis", ["this"], "I don't know PostgreSQL; how do I switch Miningcore's database user to md5 authentication to fix 'Peer authentication failed for user \"miningcore\"'?", author="u1")
    rec(MININGCORE403, [*h, m4], m5[1], True, "ellipsis", ["the issue"], "I fixed Miningcore's peer authentication failure by redoing the readme's setup steps; I had removed the quotes around the password.", author="u1")
    rec(MININGCORE403, [*h, m4, m5], m6, True, "ellipsis", ["same thing"], "Adding -h 127.0.0.1 (`psql -h 127.0.0.1 -d miningcore -U miningcore -f createdb.sql`) avoids Miningcore's 'Peer authentication failed for user \"miningcore\"', defining localhost rather than going over the net.", author="u2")

    a1 = (U, "pgbouncer authentication - FATAL: Peer authentication failed for user", "u1")
    a2 = (U, "I just installed a clean 3 node cluster with haproxy/keepalived/etcd/pgbouncer  and 1 pgbackrest repo.\nThe playbook finished without any errors.", "u1")
    a3 = (U, "However, after creating a database:\n\n```\nCREATE DATABASE test;\nCREATE USER test WITH ENCRYPTED PASSWORD 'test';\nGRANT ALL PRIVILEGES ON DATABASE test TO test;\n```\nI'm unable to connect to the DB", "u1")
    rec(AUTOBASE507, [a1], a2[1], True, "ellipsis", ["The playbook"], "I installed a clean 3-node autobase cluster with haproxy/keepalived/etcd/pgbouncer and a pgbackrest repo; the autobase playbook finished without errors.", author="u1")
    rec(AUTOBASE507, [a1, a2], a3[1], True, "ellipsis", ["However"], "After creating a database and user test on my autobase cluster, I'm unable to connect to it through pgbouncer: Peer authentication failed.", author="u1")
    rec(AUTOBASE507, [a1, a2, a3], PG_AUTOBASE, False, SAME, [], None, author="u1")
    lend(AUTOBASE507, [a1], PG_LARADOCK, SAME, LARADOCK1773)

    d1 = (U, "With default config getting: `FATAL: no pg_hba.conf entry for host \"172.17.0.1\", ...`", "u1")
    d2 = (U, "This is apparently because the default configuration of the server in the docker container does not allow connections from any other interface but 127.0.0.1/localhost but whenever we connect from outside of the container, the IP address assigned to the container will show up to the server?", "u1")
    d3 = "I know I can change this by mounting my own version of pg_hba.conf but if this will always happen, why not preconfigure the docker ip range in the default pg_hba.conf or at least mention this in the README for the image?"
    rec(DLDOCS2576, [d1], d2[1], True, "pronoun", ["This"], "Is the official postgres Docker image's 'no pg_hba.conf entry for host 172.17.0.1' because its default server configuration only allows connections from 127.0.0.1, while connections from outside the container show up with the container network's address?", author="u1")
    rec(DLDOCS2576, [d1, d2], d3, True, "pronoun", ["this", "the image"], "Instead of making users mount their own pg_hba.conf, why not preconfigure the Docker IP range in the postgres image's default pg_hba.conf, or mention it in the image's README?", author="u1")
    lend(DLDOCS2576, [d1], PG_PUPPET, SAME, PUPPETPG18)

    g1 = (U, "Unable to connect to server: connection failed:", "u1")
    g2 = (U, "Unable to connect to server: connection failed: connection to server at \"192.168.86.4\", port 5432 failed: FATAL: no pg_hba.conf entry for host \"192.168.86.4\", user \"pg\", database \"postgres\", no encryption", "u1")
    g3 = (U, "@marcelo-ochoa @maffe @lucbpz @felipecruz91", "u1")
    g4 = "if Possible please review the command I followed\n\n1. docker pull postgres\n2. docker run --name pg -e POSTGRES_USER=root -e POSTGRES_PASSWORD=pass -p 5432:5432 -d postgres\n3. installed pgadmin extention\n4. gives master password and server password both as 'pass'"
    rec(PGADMINEXT26, [g1], g2[1], True, "ellipsis", [], "The pgAdmin4 Docker extension can't connect: connection to server at \"192.168.86.4\", port 5432 failed: FATAL: no pg_hba.conf entry for host \"192.168.86.4\", user \"pg\", database \"postgres\", no encryption.", author="u1")
    rec(PGADMINEXT26, [g1, g2], g3[1], True, "ellipsis", [], "Can the pgAdmin4 Docker extension's maintainers help with its 'no pg_hba.conf entry for host' connection failure?", author="u1")
    rec(PGADMINEXT26, [g1, g2, g3], g4, True, "ellipsis", ["the command I followed"], "Please review my steps that end in the pgAdmin4 Docker extension's 'no pg_hba.conf entry' error: docker pull postgres, docker run postgres with POSTGRES_USER=root and POSTGRES_PASSWORD=pass on port 5432, install the pgadmin extension, set both passwords to 'pass'.", author="u1")
    lend(PGADMINEXT26, [g1], PG_TRUST, SAME, BITNAMI28624)

    x1 = (U, "FATAL: no pg_hba.conf entry for host \"127.0.0.1\"", "u1")
    rec(ANXSPG582, [x1], "# CurrentBehavior \nService connection encountered database exception", True, "ellipsis", [], "With ANXS/postgresql, a service connecting to the database gets 'FATAL: no pg_hba.conf entry for host \"127.0.0.1\"'.", author="u1")
    lend(ANXSPG582, [x1], PG_MINING, SELF, MININGCORE403)
    lend(ANXSPG582, [x1], PG_AUTOBASE, SAME, AUTOBASE507)

    z1 = (U, "Branch 9.6-2.4 recently lost some access lines from pg_hba.conf", "u1")
    z2 = (U, "But there is no setup.sh and this lines are not added in other script.", "u1")
    z3 = "As a result:\n```\nFATAL:  no pg_hba.conf entry for host \"172.19.0.6\", user \"postgres\", database \"postgres\", SSL on\n```"
    rec(KARTOZA96, [z1], z2[1], True, "ellipsis", ["this lines"], "In kartoza/docker-postgis branch 9.6-2.4, setup-pg_hba.sh's commented access lines were moved from a setup.sh that doesn't exist, and no other script adds them.", author="u1")
    rec(KARTOZA96, [z1, z2], z3, True, "ellipsis", ["As a result"], "Because kartoza/docker-postgis 9.6-2.4 lost its pg_hba.conf access lines, connections fail with 'FATAL: no pg_hba.conf entry for host \"172.19.0.6\", user \"postgres\", database \"postgres\", SSL on'.", author="u1")
    lend(KARTOZA96, [z1], PG_LARADOCK, SAME, LARADOCK1773)

    l1 = (U, "Postgre connection 'no pg_hba.conf entry for host'", "u1")
    l2 = (U, "### Info:\n- System info : Linux 16.04\n- Laradock : lasted release\n- Laravel : 5.6", "u1")
    l4 = (U, "But it seems like I cannot connect to postgre when I run `php artisan migrate:status` inside my `workspace`.", "u1")
    l5 = "The error was\n```\nPDOException with message 'SQLSTATE[08006] [7] FATAL:  no pg_hba.conf entry for host \"172.20.0.5\", user \"default\", database \"default\", SSL off'\n```"
    rec(LARADOCK1773, [l1], l2[1], True, "ellipsis", [], "Laradock's Postgres gives 'no pg_hba.conf entry for host' on Linux 16.04 with the latest Laradock release and Laravel 5.6.", author="u1")
    rec(LARADOCK1773, [l1, l2], PG_LARADOCK, False, SAME, [], None, author="u1")
    h = [l1, l2, (U, PG_LARADOCK, "u1")]
    rec(LARADOCK1773, h, l4[1], True, "ellipsis", ["But"], "In my Laradock setup I can't connect to the postgres container when I run `php artisan migrate:status` inside the workspace container.", author="u1")
    rec(LARADOCK1773, [*h, l4], l5, True, "ellipsis", ["The error"], "`php artisan migrate:status` in Laradock's workspace fails with SQLSTATE[08006] [7] FATAL: no pg_hba.conf entry for host \"172.20.0.5\", user \"default\", database \"default\", SSL off.", author="u1")

    e1 = (U, "no pg_hba.conf entry for host", "u1")
    e2 = (U, "When trying to setup electron release server, I get the following issue, and I'm not quite sure what it means or how to fix it.", "u1")
    e3 = (U, "I've tried googling the issue already and couldn't find anything helpful", "u1")
    e4 = "I'm running in a docker container, but this happens when just running normally too"
    rec(ELECTRONREL245, [e1], e2[1], True, "ellipsis", ["the following issue"], "Setting up electron-release-server I get 'no pg_hba.conf entry for host', and I'm not sure what it means or how to fix it.", author="u1")
    rec(ELECTRONREL245, [e1, e2], e3[1], True, "pronoun", ["the issue"], "I've googled electron-release-server's 'no pg_hba.conf entry for host' and found nothing helpful.", author="u1")
    rec(ELECTRONREL245, [e1, e2, e3], e4, True, "pronoun", ["this"], "electron-release-server's 'no pg_hba.conf entry for host' happens both in a Docker container and running normally.", author="u1")
    lend(ELECTRONREL245, [e1], PG_AUTOBASE, SAME, AUTOBASE507)
    lend(ELECTRONREL245, [e1, e2], PG_MINING, SELF, MININGCORE403)
    lend(MININGCORE403, [m1], PG_PUPPET, SAME, PUPPETPG18)
    lend(LARADOCK1773, [l1], PG_AUTOBASE, SAME, AUTOBASE507)
    lend(PUPHPET1150, [h1], PG_TRUST, SAME, BITNAMI28624)


# ---- PyTorch wheels built without a GPU's architecture: "CUDA error: no kernel image is available for execution on the device", "CUDA capability sm_86 is not compatible" ----
GOAE16 = GH + "jiangyzy/GOAE/issues/16"
CLRNET83 = GH + "Turoad/CLRNet/issues/83"
AITOOLKIT530 = GH + "ostris/ai-toolkit/issues/530"
SIADV3 = GH + "shikiw/SI-Adv/issues/3"
FEATDEPTH68 = GH + "sconlyshootery/FeatDepth/issues/68"
TORCHAL4 = GH + "PrateekMunjal/TorchAL/issues/4"
RENET77 = GH + "INK-USC/RE-Net/issues/77"
XTREME1_73 = GH + "xtreme1-io/xtreme1/issues/73"
FOOOCUS3862 = GH + "lllyasviel/Fooocus/issues/3862"
FLYMYAI47 = GH + "FlyMyAI/flymyai-lora-trainer/issues/47"
FRAMEPACK550 = GH + "lllyasviel/FramePack/issues/550"
DEEPPREP233 = GH + "pBFSLab/DeepPrep/issues/233"
CU_A6000 = "NVIDIA RTX A6000 with CUDA capability sm_86 is not compatible with the current PyTorch installation.\nThe current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70."
CU_5060 = "NVIDIA GeForce RTX 5060 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation.\nThe current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90."
CU_A100 = "NVIDIA A100-PCIE-40GB with CUDA capability sm_80 is not compatible with the current PyTorch installation.\nThe current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70 sm_75."
CU_MAY2025 = "As of May 2025, the NVIDIA GeForce RTX 5090 (CUDA compute capability sm_120) is not officially supported by any released PyTorch builds (including both stable and nightly wheels)."
CU_SOURCE = "Advanced users may try to build PyTorch from source with sm_120 support on Linux, but this is difficult and not recommended for most users."


def _cudaarch(rec, U, A, lend) -> None:  # noqa: PLR0915
    g1 = (U, "RuntimeError: CUDA error: no kernel image is available for execution on the device CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect", "u1")
    g2 = (U, "Hi. Why does this error occurs?\nI just followed the tutorial.", "u1")
    rec(GOAE16, [g1], g2[1], True, "pronoun", ["this error", "the tutorial"], "Why does GOAE fail with 'RuntimeError: CUDA error: no kernel image is available for execution on the device' when I just followed its tutorial?", author="u1")
    # PyTorch's warning names the GPU, its capability and the installation in full: a same-author trap.
    rec(GOAE16, [g1, g2], CU_A6000, False, SAME, [], None, author="u1")
    lend(GOAE16, [g1], CU_MAY2025, SAME, FRAMEPACK550)

    c1 = (U, "CUDA error", "u1")
    c2 = (U, "Hi, I get the following error:\n\nRuntimeError: CUDA error: no kernel image is available for execution on the device", "u1")
    c3 = (U, "I suppose the error arises from this problem(?):\n\nNVIDIA GeForce RTX 3090 with CUDA capability sm_86 is not compatible with the current PyTorch installation.\nThe current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.", "u1")
    c4 = (U, "How can I solve the incompatibility of the cuda and the current pytorch installation?\nAs pytorch version 1.8.0 is required....", "u1")
    c5 = (U, "Or is the origin of the error something else?", "u1")
    c6 = "Hi Valentina,\nif you're using CUDA 10.x maybe you could try upgrading to CUDA 11\ncheck discussion [here ](https://discuss.pytorch.org/t/need-help-solution-for-cuda-error-no-kernel-image-available-for-execution/146634)"
    rec(CLRNET83, [c1], c2[1], True, "ellipsis", [], "CLRNet fails with RuntimeError: CUDA error: no kernel image is available for execution on the device.", author="u1")
    rec(CLRNET83, [c1, c2], c3[1], True, "ellipsis", ["the error", "this problem"], "Does CLRNet's 'no kernel image is available' error arise from my RTX 3090 (sm_86) not being compatible with the PyTorch installation, which supports sm_37 to sm_70?", author="u1")
    rec(CLRNET83, [c1, c2, c3], c4[1], True, "ellipsis", ["the incompatibility"], "How can I make CUDA and PyTorch compatible with my RTX 3090 for CLRNet, which requires PyTorch 1.8.0?", author="u1")
    rec(CLRNET83, [c1, c2, c3, c4], c5[1], True, "ellipsis", ["the error"], "Or does CLRNet's 'no kernel image is available' error come from something other than the sm_86 incompatibility?", author="u1")
    rec(CLRNET83, [c1, c2, c3, c4, c5], c6, True, "ellipsis", [], "For CLRNet's 'no kernel image is available' on an RTX 3090, try upgrading from CUDA 10.x to CUDA 11 (see the PyTorch forum discussion on the error).", author="u2")

    t1 = (U, "I upgraded to a 5060 Ti...", "u1")
    t2 = (U, "CUDA error: no kernel image is available for execution on the device CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. For debugging consider passing CUDA_LAUNCH_BLOCKING=1 Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.", "u1")
    rec(AITOOLKIT530, [t1], t2[1], True, "ellipsis", [], "After upgrading to an RTX 5060 Ti, ai-toolkit's training fails with 'CUDA error: no kernel image is available for execution on the device'.", author="u1")
    rec(AITOOLKIT530, [t1, t2], CU_5060, False, SAME, [], None, author="u1")
    lend(AITOOLKIT530, [t1], CU_A100, SAME, TORCHAL4)

    s1 = (U, "RuntimeError: CUDA error: no kernel image is available for execution on the device", "u1")
    s2 = (U, "Hello, I have completed the construction of the conda environment according to the environment.yml you gave, but when I use \"python main.py --transfer_attack_method ifgm_ours\" to train, the error \"RuntimeError: CUDA error: no kernel image is available for execution on the device\", how do I solve this problem? (Is my pytorch version too high?)", "u1")
    s3 = (A, "Yes, I guess it is probably because your pytorch version is too high/low, which conflicts with your gpu device.", "u2")
    s4 = (U, "Thank you for your answer, as you said, my pytorch version is too low.", "u1")
    s5 = "when I use \"conda uninstall *torch* cudatoolkit\" to uninstall the original pytorch, \nthen \"pip3 install torch==1.10.2+cu113 torchvision== 0.11.3+cu113 torchaudio==0.10.2+cu113 -f https://download.pytorch.org/whl/cu113/torch_stable.html \"\nThe problem is solved after changing to the new pytorch version"
    rec(SIADV3, [s1], s2[1], True, "ellipsis", ["the environment.yml you gave"], "I built the conda environment from SI-Adv's environment.yml, but `python main.py --transfer_attack_method ifgm_ours` fails with 'CUDA error: no kernel image is available for execution on the device'; is my PyTorch version too high?", author="u1")
    rec(SIADV3, [s1, s2], s3[1], True, "pronoun", ["it"], "SI-Adv's 'no kernel image is available' error is probably because your PyTorch version is too high or low for your GPU.", author="u2")
    rec(SIADV3, [s1, s2, s3], s4[1], True, "ellipsis", ["your answer"], "As you said, my PyTorch version is too low for my GPU to run SI-Adv.", author="u1")
    rec(SIADV3, [s1, s2, s3, s4], s5, True, "ellipsis", ["The problem"], "SI-Adv's 'no kernel image is available' error was solved by uninstalling torch and cudatoolkit with conda and installing torch==1.10.2+cu113, torchvision 0.11.3+cu113 and torchaudio 0.10.2+cu113.", author="u1")
    lend(SIADV3, [s1], CU_SOURCE, SELF, FRAMEPACK550)

    f1 = (U, "CUDA capability sm_86 is not compatible with the current PyTorch installation.", "u1")
    f2 = "When I follow the install in the README out of the box and try to run `infer.py` I get the following error:"
    rec(FEATDEPTH68, [f1], f2, True, "ellipsis", ["the README"], "Following FeatDepth's README install and running `infer.py`, I get 'CUDA capability sm_86 is not compatible with the current PyTorch installation'.", author="u1")
    lend(FEATDEPTH68, [f1], CU_MAY2025, SAME, FRAMEPACK550)
    lend(FEATDEPTH68, [f1, (U, f2, "u1")], CU_A100, SAME, TORCHAL4)

    a1 = (U, "'CUDA error: no kernel image is available for execution on the device'", "u1")
    a2 = (U, "Hi, thanks for your brilliant work. I configured the environment as introduced, but encountered the following error:", "u1")
    a4 = (U, "I've tried more versions of pytorch, but this problem is not solved either.", "u1")
    a5 = "Also other packages in the environment require pytorch==1.6.0. Could you please tell me how to solve this problem?"
    rec(TORCHAL4, [a1], a2[1], True, "ellipsis", ["the environment"], "I configured TorchAL's environment as introduced, but get 'CUDA error: no kernel image is available for execution on the device'.", author="u1")
    rec(TORCHAL4, [a1, a2], CU_A100, False, SAME, [], None, author="u1")
    h = [a1, a2, (U, CU_A100, "u1")]
    rec(TORCHAL4, h, a4[1], True, "pronoun", ["this problem"], "Trying more PyTorch versions doesn't fix TorchAL's 'no kernel image is available' on my A100 (sm_80).", author="u1")
    rec(TORCHAL4, [*h, a4], a5, True, "pronoun", ["the environment", "this problem"], "Other packages in TorchAL's environment require pytorch==1.6.0; how can I fix its 'no kernel image is available' on an A100?", author="u1")

    r1 = (U, "CUDA error: no kernel image is available for execution on the device", "u1")
    r2 = (U, "I have configured the environment as required, but I still get a CUDA error when running pretrain.py, why?", "u1")
    r3 = (U, "Environment:\npython 3.6\ntorch  1.6.0+cu101\ndgl-cu101   0.4.3\nCUDA 10.1", "u1")
    r4 = "I find the reason, NVIDIA A40 with CUDA capability sm_86 is not compatible with PyTorch 1.6.."
    rec(RENET77, [r1], r2[1], True, "ellipsis", ["the environment"], "I configured RE-Net's environment as required, but running pretrain.py still gives 'CUDA error: no kernel image is available for execution on the device'; why?", author="u1")
    rec(RENET77, [r1, r2], r3[1], True, "ellipsis", [], "RE-Net's pretrain.py 'no kernel image is available' error happens with python 3.6, torch 1.6.0+cu101, dgl-cu101 0.4.3 and CUDA 10.1.", author="u1")
    rec(RENET77, [r1, r2, r3], r4, True, "ellipsis", ["the reason"], "RE-Net's pretrain.py CUDA error is because my NVIDIA A40 (sm_86) is not compatible with PyTorch 1.6.", author="u1")
    lend(RENET77, [r1], CU_5060, SAME, AITOOLKIT530)

    x1 = (U, "RuntimeError: CUDA error: no kernel image is available for execution on the device", "u1")
    x2 = (U, "**To Reproduce**\nSteps to reproduce the behavior:\n1. Go to webui\n2. Click on 'Run Model'\n3. See the error", "u1")
    x3 = (U, "After exec into the docker file, I found that it is due to the mismatched torch version.", "u1")
    x4 = (U, "The installed version is `torch==1.10.1+cu102`, which only support to sm_70, but my 3090 need sm_86.", "u1")
    rec(XTREME1_73, [x1], x2[1], True, "ellipsis", ["the error"], "In Xtreme1's web UI, clicking 'Run Model' gives 'RuntimeError: CUDA error: no kernel image is available for execution on the device'.", author="u1")
    rec(XTREME1_73, [x1, x2], x3[1], True, "pronoun", ["the docker file", "it"], "Inside Xtreme1's model container, the 'no kernel image is available' error turns out to be due to a mismatched torch version.", author="u1")
    rec(XTREME1_73, [x1, x2, x3], x4[1], True, "ellipsis", ["The installed version"], "Xtreme1's model container installs `torch==1.10.1+cu102`, which supports only up to sm_70, but my RTX 3090 needs sm_86.", author="u1")
    rec(XTREME1_73, [x1, x2, x3, x4], "same problem here:", True, "ellipsis", ["same problem"], "I get the same 'no kernel image is available' error from Xtreme1's model container on an RTX 3090.", author="u2")
    lend(XTREME1_73, [x1], CU_A100, SAME, TORCHAL4)

    o1 = (U, "NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.", "u1")
    # Title only (the excerpt shows only later comments): lent rows.
    lend(FOOOCUS3862, [o1], CU_A6000, SAME, GOAE16)
    lend(FOOOCUS3862, [o1], CU_5060, SAME, AITOOLKIT530)

    y1 = (U, "RTX 5090 with CUDA capability sm_120 is not compatible", "u1")
    y2 = (U, "VIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.\nThe current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.", "u1")
    rec(FLYMYAI47, [y1], y2[1], False, SAME, [], None, author="u1")
    rec(FLYMYAI47, [y1, y2], "Hello! Check your cuda version", True, "ellipsis", [], "For flymyai-lora-trainer's sm_120 incompatibility on an RTX 5090, check your CUDA version.", author="u2")
    lend(FLYMYAI47, [y1], CU_SOURCE, SELF, FRAMEPACK550)

    p1 = (U, "[Bug] RTX 5090 (sm_120) Not Yet Supported by Official PyTorch Builds – CUDA Error", "u1")
    p2 = (U, "I want to share my experience for anyone else trying to use an RTX 5090 GPU with PyTorch.", "u1")
    p4 = (U, "This means you cannot use the GPU for inference or training with PyTorch on an RTX 5090 at this time.", "u1")
    p6 = "If you have an RTX 5090 and are getting this error, you are not alone – the only solution right now is to wait for official PyTorch support."
    rec(FRAMEPACK550, [p1], p2[1], False, SAME, [], None, author="u1")
    rec(FRAMEPACK550, [p1, p2], CU_MAY2025, False, SAME, [], None, author="u1")
    h = [p1, p2, (U, CU_MAY2025, "u1")]
    rec(FRAMEPACK550, h, p4[1], True, "pronoun", ["This", "the GPU"], "Because no released PyTorch build supports sm_120, you cannot use an RTX 5090 for inference or training with PyTorch at this time.", author="u1")
    rec(FRAMEPACK550, [*h, p4], CU_SOURCE, False, SELF, [], None, author="u1")
    rec(FRAMEPACK550, [*h, p4, (U, CU_SOURCE, "u1")], p6, True, "pronoun", ["this error"], "If your RTX 5090 gives 'sm_120 is not compatible with the current PyTorch installation' / 'no kernel image is available', the only solution right now is to wait for official PyTorch support.", author="u1")

    d1 = (U, "use on RTX5090", "u1")
    d2 = (U, "  NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.\n  The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.", "u1")
    d3 = (U, "the version torch is 2.0.1\ncuda is 11.8", "u1")
    rec(DEEPPREP233, [d1], d2[1], False, SAME, [], None, author="u1")
    rec(DEEPPREP233, [d1, d2], d3[1], True, "ellipsis", [], "DeepPrep on an RTX 5090 (sm_120) uses torch 2.0.1 with CUDA 11.8, which doesn't support the GPU.", author="u1")
    rec(DEEPPREP233, [d1, d2, d3], "same", True, "ellipsis", [], "DeepPrep's PyTorch doesn't support my RTX 5090 (sm_120) either.", author="u2")
    rec(DEEPPREP233, [d1, d2, d3, (U, "same", "u2")], "hi, please see here: https://github.com/BoletuPeng/DeepPrep-blackwell-support\nif it doesnt work, please tell me.", True, "ellipsis", ["here"], "For running DeepPrep on an RTX 5090 (Blackwell), see https://github.com/BoletuPeng/DeepPrep-blackwell-support", author="u3")
    lend(DEEPPREP233, [d1], CU_A6000, SAME, GOAE16)
    lend(CLRNET83, [c1], CU_MAY2025, SAME, FRAMEPACK550)
    lend(TORCHAL4, [a1], CU_5060, SAME, AITOOLKIT530)
    lend(GOAE16, [g1, g2], CU_SOURCE, SELF, FRAMEPACK550)
    lend(SIADV3, [s1, s2], CU_A6000, SAME, GOAE16)


# ---- Docker's socket permissions on Linux: "Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock", the docker group ----
BIORAD28 = GH + "adokter/bioRad/issues/28"
ANSIBLEDOCKER12 = GH + "igor-nikiforov/ansible-role-docker/issues/12"
KATATESTS3847 = GH + "kata-containers/tests/issues/3847"
DOCKERXAMPP63 = GH + "tomsik68/docker-xampp/issues/63"
FORLINUX1020 = GH + "docker/for-linux/issues/1020"
GUIDES58 = GH + "sindresorhus/guides/pull/58"
GUIDES51 = GH + "sindresorhus/guides/pull/51"
FREQSTART50 = GH + "berndhofer/freqstart/issues/50"
PACKTK8S5 = GH + "PacktPublishing/Kubernetes-and-Docker-The-Complete-Guide/issues/5"
PELIASDOCKER230 = GH + "pelias/docker/issues/230"
DK_GROUP = "Usually after installing docker, you need to add your user to a special group of users that allows you to access the docker socket - this group is usually named `docker`."
DK_ARCH = "If you want to be able to run the docker CLI command as a non-root user, add your user to the docker [user group](https://wiki.archlinux.org/title/User_group), re-login, and restart docker.service."
DK_LOGOUT = "After the `docker` group has been added to a user, it is necessary to log out and than log in again for the new membership to take effect."
DK_SESSION = "when you change the permissions you need to logout of your existing session (whether it's SSH or terminal) and log back in for the permissions to take effect."
DK_CHMOD = "Changing the permissions on `/var/run/docker.sock` just opens it for everyone and even though its for a development environment shouldn't be done."
DK_UNAME = "I am running Arch Linux, heres my `uname -a` output:\n`Linux no 5.6.13-arch1-1 #1 SMP PREEMPT Thu, 14 May 2020 06:52:53 +0000 x86_64 GNU/Linux`"


def _dockersock(rec, U, A, lend) -> None:  # noqa: PLR0915
    b1 = (U, "permission denied while trying to connect to the Docker daemon socket", "u1")
    b2 = (U, "This is the error I get in my terminal (I'm using Ubuntu 14.04)\n\ncheckDocker()\ndocker: Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Post http://%2Fvar%2Frun%2Fdocker.sock/v1.26/containers/create?name=hello-world: dial unix /var/run/docker.sock: connect: permission denied.\nSee 'docker run --help'.", "u1")
    b3 = (U, "Check out this link Should be Helpfull\n[]https://techoverflow.net/2017/03/01/solving-docker-permission-denied-while-trying-to-connect-to-the-docker-daemon-socket/l)", "u2")
    b4 = (U, "@mithun810 There seems to be extra character at end of your URL which causes browser to redirect into wrong article.\n\nCorrect link (which is actually very helpful) is https://techoverflow.net/2017/03/01/solving-docker-permission-denied-while-trying-to-connect-to-the-docker-daemon-socket/", "u3")
    b5 = (U, "Instructions Uli Köhler in link by @mithun810 solves the problem, thanks!", "u1")
    b6 = (U, "The error message tells you that your current user can’t access the docker engine, because you’re lacking permissions to access the unix socket to communicate with the engine.", "u1")
    b7 = "As a temporary solution, you can use sudo to run the failed command as root."
    rec(BIORAD28, [b1], b2[1], True, "pronoun", ["This"], "On Ubuntu 14.04, bioRad's checkDocker() fails with 'docker: Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock'.", author="u1")
    rec(BIORAD28, [b1, b2], b3[1], True, "pronoun", ["this link"], "For bioRad's checkDocker() docker socket permission error, see https://techoverflow.net/2017/03/01/solving-docker-permission-denied-while-trying-to-connect-to-the-docker-daemon-socket/", author="u2")
    rec(BIORAD28, [b1, b2, b3], b4[1], True, "ellipsis", ["your URL", "Correct link"], "The working link for the Docker daemon socket permission error is https://techoverflow.net/2017/03/01/solving-docker-permission-denied-while-trying-to-connect-to-the-docker-daemon-socket/ (the earlier one had an extra character).", author="u3")
    rec(BIORAD28, [b1, b2, b3, b4], b5[1], True, "ellipsis", ["the problem"], "Uli Köhler's techoverflow instructions solve bioRad's Docker daemon socket permission error.", author="u1")
    rec(BIORAD28, [b1, b2, b3, b4, b5], b6[1], True, "ellipsis", ["The error message"], "'Got permission denied while trying to connect to the Docker daemon socket' means your current user can't access the Docker engine, lacking permission on the unix socket used to talk to it.", author="u1")
    rec(BIORAD28, [b1, b2, b3, b4, b5, b6], b7, True, "ellipsis", ["the failed command"], "As a temporary fix for Docker's socket permission error, run the failed docker command as root with sudo.", author="u1")

    a1 = (U, "Docker commands do not work due to Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock", "u1")
    a2 = "@shubhamranjan12 seems like your user not member of `docker` group. You could use `docker_users` environment to put him into it."
    rec(ANSIBLEDOCKER12, [a1], a2, True, "ellipsis", ["your user"], "The Docker socket permission error after ansible-role-docker means your user is not in the `docker` group; set the role's `docker_users` variable to add them.", author="u2")
    lend(ANSIBLEDOCKER12, [a1], DK_LOGOUT, SAME, GUIDES58)
    lend(ANSIBLEDOCKER12, [a1], DK_CHMOD, SELF, PACKTK8S5)

    k1 = (U, "docker can't be used by jenkins user", "u1")
    k2 = (U, "in the current implementation, jenkins user is added to docker group and set the /run/docker.sock to rw for docker group.", "u1")
    k3 = (U, "but it doesn't work until relogin the session.", "u1")
    k4 = "so the error will occur when jenkins user run docker:\ndocker: Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Post \"http://%2Fvar%2Frun%2Fdocker.sock/v1.24/containers/create\": dial unix /var/run/docker.sock: connect: permission denied"
    rec(KATATESTS3847, [k1], k2[1], True, "ellipsis", ["the current implementation"], "In the current kata-containers tests setup, the jenkins user is added to the docker group and /run/docker.sock is made rw for the docker group.", author="u1")
    rec(KATATESTS3847, [k1, k2], k3[1], True, "pronoun", ["it"], "Adding the jenkins user to the docker group in kata-containers' tests setup doesn't take effect until the session is re-logged in.", author="u1")
    rec(KATATESTS3847, [k1, k2, k3], k4, True, "ellipsis", ["the error"], "Until it re-logs in, the kata-containers jenkins user running docker gets 'Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock'.", author="u1")
    lend(KATATESTS3847, [k1], DK_ARCH, SAME, DOCKERXAMPP63)

    x1 = (U, "denied", "u1")
    x2 = (U, "Hi,\n\nI don't have permission, where is mistake ?\ndocker: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Head \"http://%2Fvar%2Frun%2Fdocker.sock/_ping\": dial unix /var/run/docker.sock: connect: permission denied.\nSee 'docker run --help'.", "u1")
    x3 = (A, "Hey Eric, it looks like you're running docker on Linux.", "u2")
    x5 = (A, "Try googling \"Docker CLI as non-root on <your distro name>\". After adding yourself to that group, you need to logout and log back in.", "u2")
    rec(DOCKERXAMPP63, [x1], x2[1], False, SAME, [], None, author="u1")  # second reader's adjudication: the error names the command it comes from (`docker:`, "See 'docker run --help'") in full and the history is the bare title "denied" (rule 1; as the `mysql -h ... -u root -p` session)
    rec(DOCKERXAMPP63, [x1, x2], x3[1], True, "ellipsis", ["it looks like"], "Your docker-xampp socket permission error shows you're running Docker on Linux.", author="u2")
    rec(DOCKERXAMPP63, [x1, x2, x3], DK_GROUP, False, SELF, [], None, author="u2")
    h = [x1, x2, x3, (A, DK_GROUP, "u2")]
    rec(DOCKERXAMPP63, h, x5[1], True, "ellipsis", ["that group"], "Search 'Docker CLI as non-root on <your distro name>'; after adding yourself to the docker group, log out and back in.", author="u2")
    rec(DOCKERXAMPP63, [*h, x5], DK_ARCH, False, SAME, [], None, author="u2")
    rec(DOCKERXAMPP63, [*h, x5, (A, DK_ARCH, "u2")], "Closing for inactivity. Feel free to reopen if there are any follow-up questions.", True, "ellipsis", [], "docker-xampp's Docker socket permission issue is closed for inactivity; reopen it with any follow-up questions.", author="u2")

    f1 = (U, "error when running dockerd", "u1")
    f2 = (U, "### Expected behavior\nfor the docker daemon to be running", "u1")
    f3 = (U, "### Actual behavior\ncrashes, [heres the log](https://pastebin.com/rsQMdd52)", "u1")
    f4 = (U, "### Steps to reproduce the behavior\nrun `dockerd` (probably just my laptop)", "u1")
    rec(FORLINUX1020, [f1], f2[1], True, "ellipsis", [], "Running dockerd is expected to start the Docker daemon.", author="u1")
    rec(FORLINUX1020, [f1, f2], f3[1], True, "ellipsis", [], "Running dockerd crashes instead of starting the Docker daemon; the log is at https://pastebin.com/rsQMdd52.", author="u1")
    rec(FORLINUX1020, [f1, f2, f3], f4[1], True, "ellipsis", [], "The dockerd crash reproduces by running `dockerd` on my laptop.", author="u1")
    # A complete first-person sentence naming its own subject (the OS and kernel): a same-author trap.
    rec(FORLINUX1020, [f1, f2, f3, f4], DK_UNAME, False, SAME, [], None, author="u1")
    lend(FORLINUX1020, [f1], DK_SESSION, SAME, PACKTK8S5)

    g1 = (U, "Add step to docker-without-sudo guide", "u1")
    g2 = (A, "Can you also document the commands for this?", "u2")
    rec(GUIDES58, [g1], DK_LOGOUT, False, SAME, [], None, author="u1")
    rec(GUIDES58, [g1, (U, DK_LOGOUT, "u1")], g2[1], True, "pronoun", ["this"], "Can the docker-without-sudo guide also document the commands for logging out and back in after joining the docker group?", author="u2")
    rec(GUIDES58, [g1, (U, DK_LOGOUT, "u1"), g2], "@stal12 Bump", True, "ellipsis", [], "Reminder: please document the log-out/log-in commands in the docker-without-sudo guide PR.", author="u2")

    n1 = (U, "Add step on \"Run Docker commands without sudo\"", "u1")
    n2 = (U, "The guide wasn't working for me because I had to log out and in again and it was because I had to start another bash process so my groups are updated, this was the output of the `groups` command", "u1")
    n3 = (A, "You mean log out of your computer user, docker user, or something else. I think you need to be more explicit in your writing.", "u2")
    n4 = "The user you are logged in with, not sure what you mean. Log out as using the `exit` command in the command line."
    rec(GUIDES51, [n1], n2[1], True, "ellipsis", ["The guide"], "sindresorhus' 'Run Docker commands without sudo' guide didn't work for me until I logged out and in again, starting a new bash process so my groups (per `groups`) were updated.", author="u1")
    rec(GUIDES51, [n1, n2], n3[1], True, "ellipsis", ["log out"], "In the docker-without-sudo guide's new step, do you mean logging out of your computer user, the docker user or something else? Be more explicit.", author="u2")
    rec(GUIDES51, [n1, n2, n3], n4, True, "ellipsis", ["The user"], "The docker-without-sudo step means logging out the user you are logged in with, e.g. with the `exit` command, so the docker group applies.", author="u1")
    rec(GUIDES51, [n1, n2, n3, (U, n4, "u1")], "Clarify it in the guide, not here. And I'm still not sure what you mean.", True, "pronoun", ["it"], "Clarify the log-out step in the docker-without-sudo guide itself, not in the PR discussion.", author="u2")

    q1 = (U, "Docker permission issue", "u1")
    q2 = (U, "When running the script with the setup routine, the following error occurs:", "u1")
    q3 = (U, "```\n+ Run project: freqstart_nginx.yml\nGot permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Post \"http://%2Fvar%2Frun%2Fdocker.sock/v1.24/images/create?fromImage=amd64%2Fnginx&tag=stable\": dial unix /var/run/docker.sock: connect: permission denied\nError in freqstart.sh in function _fsDockerImage_ on line 264\n```", "u1")
    q4 = (U, "This error occurs several times before the nginx setup routine but the script does not interrupt.", "u1")
    q5 = (A, "Since I removed sudo from all docker commands (security improvement), your current user has to be in the docker user group.", "u2")
    q6 = "Switched sudo newgrp to sudo su, because newgrp switched to root instead of the user itself."
    rec(FREQSTART50, [q1], q2[1], True, "ellipsis", ["the script"], "Running freqstart's setup routine gives a Docker permission error.", author="u1")
    # The log names freqstart.sh, the project file and the socket error in full: a same-author trap.
    rec(FREQSTART50, [q1, q2], q3[1], False, SAME, [], None, author="u1")
    rec(FREQSTART50, [q1, q2, q3], q4[1], True, "pronoun", ["This error", "the script"], "freqstart's Docker socket permission error occurs several times before the nginx setup routine, but freqstart.sh does not stop.", author="u1")
    rec(FREQSTART50, [q1, q2, q3, q4], q5[1], True, "ellipsis", [], "Since freqstart no longer runs docker commands with sudo, your current user has to be in the docker group.", author="u2")
    rec(FREQSTART50, [q1, q2, q3, q4, q5], q6, True, "ellipsis", [], "freqstart's setup now uses sudo su instead of sudo newgrp to apply the docker group, because newgrp switched to root instead of the user.", author="u2")

    p1 = (U, "Granting Docker Permissions - Update", "u1")
    p2 = (U, "I was working on the following section in the guide page#13. Please review below and update.", "u1")
    p3 = (U, "Below 2 commands exist in the book. Even after executing them I was getting permission denied error.\nsudo groupadd docker\nsudo usermod -aG docker $USER", "u1")
    p4 = (U, "I had to run the following command to in order to allow non-root user for executing docker commands.\nsudo chmod 777 /var/run/docker.sock", "u1")
    rec(PACKTK8S5, [p1], p2[1], True, "ellipsis", ["the guide"], "Please review and update the docker permissions section on page 13 of Packt's Kubernetes and Docker: The Complete Guide.", author="u1")
    rec(PACKTK8S5, [p1, p2], p3[1], True, "ellipsis", ["the book"], "Even after running the book's `sudo groupadd docker` and `sudo usermod -aG docker $USER`, I got Docker's permission denied error.", author="u1")
    rec(PACKTK8S5, [p1, p2, p3], p4[1], False, SAME, [], None, author="u1")
    h = [p1, p2, p3, p4]
    rec(PACKTK8S5, h, DK_SESSION, False, SAME, [], None, author="u2")
    rec(PACKTK8S5, [*h, (A, DK_SESSION, "u2")], DK_CHMOD, False, SELF, [], None, author="u2")
    rec(PACKTK8S5, [*h, (A, DK_SESSION, "u2"), (A, DK_CHMOD, "u2")], "Thank You! I will try without changing permissions in another SSH console..", True, "ellipsis", [], "I will try the book's docker group steps again in a new SSH session, without chmod on /var/run/docker.sock.", author="u1")

    e1 = (U, "Permission Denied to Secondary User", "u1")
    # Title only (the excerpt shows a comment whose author may be the opener): lent rows.
    lend(PELIASDOCKER230, [e1], DK_GROUP, SELF, DOCKERXAMPP63)
    lend(PELIASDOCKER230, [e1], DK_LOGOUT, SAME, GUIDES58)
    lend(PELIASDOCKER230, [e1], DK_UNAME, SAME, FORLINUX1020)
    lend(KATATESTS3847, [k1, k2], DK_CHMOD, SELF, PACKTK8S5)
    lend(GUIDES51, [n1], DK_UNAME, SAME, FORLINUX1020)
    lend(FREQSTART50, [q1], DK_GROUP, SELF, DOCKERXAMPP63)
    lend(FORLINUX1020, [f1, f2], DK_ARCH, SAME, DOCKERXAMPP63)
    lend(KATATESTS3847, [k1, k2, k3], DK_SESSION, SAME, PACKTK8S5)
    lend(ANSIBLEDOCKER12, [a1], DK_SESSION, SAME, PACKTK8S5)


# ==== part 2 (helper cdf2, thirty-first pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- air conditioners and heat pumps on local adapters: Mitsubishi CN105, Daikin S21, Panasonic, Haier and Midea IR ----
P2_EMH174 = P2_GH + "geoffdavis/esphome-mitsubishiheatpump/issues/174"
P2_EMH2 = P2_GH + "geoffdavis/esphome-mitsubishiheatpump/issues/2"
P2_MUART67 = P2_GH + "muart-group/esphome-components/issues/67"
P2_DS21_76 = P2_GH + "asund/esphome-daikin-s21/issues/76"
P2_EPA10 = P2_GH + "DomiStyle/esphome-panasonic-ac/issues/10"
P2_EPA33 = P2_GH + "DomiStyle/esphome-panasonic-ac/issues/33"
P2_HAIER10 = P2_GH + "MiguelAngelLV/esphaier/issues/10"
P2_IRR1234 = P2_GH + "crankyoldgit/IRremoteESP8266/issues/1234"
P2_BRP6 = P2_GH + "BigFoot2020/daikin_residential_brp069a62/issues/6"
# ---- personal electric scooters: Xiaomi M365 and Ninebot firmware patches, speed limits, BMS and battery packs, dashboards ----
P2_9BO1 = P2_GH + "M4GNV5/9BotONE/issues/1"
P2_XFP68 = P2_GH + "BotoX/xiaomi-m365-firmware-patcher/issues/68"
P2_XFP65 = P2_GH + "BotoX/xiaomi-m365-firmware-patcher/issues/65"
P2_XFP57 = P2_GH + "BotoX/xiaomi-m365-firmware-patcher/issues/57"
P2_XFP39 = P2_GH + "BotoX/xiaomi-m365-firmware-patcher/issues/39"
P2_XCB10 = P2_GH + "BotoX/xiaomi-m365-compatible-bms/issues/10"
P2_NANO2 = P2_GH + "geirskogul/Xiaomi-M365-Arduino-Nano-Dashboard/issues/2"
P2_VMD11 = P2_GH + "m365fw/vesc_m365_dash/issues/11"
# ---- washing machines, dryers and dishwashers: remaining program time, status sensors, cycle detection ----
P2_VZUG36 = P2_GH + "siku2/hass-vzug/issues/36"
P2_HCON83 = P2_GH + "DavidMStraub/homeassistant-homeconnect/issues/83"
P2_AHON39 = P2_GH + "Andre0512/hon/issues/39"
P2_WD13 = P2_GH + "3dg1luk43/ha_washdata/issues/13"
P2_WD113 = P2_GH + "3dg1luk43/ha_washdata/issues/113"
P2_GHON236 = P2_GH + "gvigroux/hon/issues/236"
P2_STQ572 = P2_GH + "ollo69/ha-smartthinq-sensors/issues/572"
P2_MIELE19 = P2_GH + "HomeAssistant-Mods/home-assistant-miele/issues/19"
P2_MIELE159 = P2_GH + "HomeAssistant-Mods/home-assistant-miele/issues/159"
# ---- garage door openers: Chamberlain/LiftMaster MyQ in HomeKit, close commands, obstruction sensors ----
P2_RRG100 = P2_GH + "Kaldek/rat-ratgdo/issues/100"
P2_LM2_7 = P2_GH + "luisiam/homebridge-liftmaster2/issues/7"
P2_LM2_45 = P2_GH + "luisiam/homebridge-liftmaster2/issues/45"
P2_LM2_14 = P2_GH + "luisiam/homebridge-liftmaster2/issues/14"
P2_WINK109 = P2_GH + "sibartlett/homebridge-wink3/issues/109"
P2_NFL1 = P2_GH + "nfarina/homebridge-liftmaster/pull/1"
P2_HMYQ1043 = P2_GH + "hjdhjd/homebridge-myq/issues/1043"
# ---- smart TVs from home automation: LG webOS power-on over Wake-on-LAN, Samsung Tizen pairing prompts and tokens ----
P2_LGW6 = P2_GH + "grzegorz914/homebridge-lgwebos-tv/issues/6"
P2_PWO13 = P2_GH + "supersaiyanmode/PyWebOSTV/issues/13"
P2_MWT109 = P2_GH + "merdok/homebridge-webos-tv/issues/109"
P2_JST28 = P2_GH + "jaruba/ha-samsungtv-tizen/issues/28"
P2_HST25 = P2_GH + "tavicu/homebridge-samsung-tizen/issues/25"
P2_HST39 = P2_GH + "tavicu/homebridge-samsung-tizen/issues/39"
P2_HST74 = P2_GH + "tavicu/homebridge-samsung-tizen/issues/74"
P2_STW127 = P2_GH + "xchwarze/samsung-tv-ws-api/issues/127"
# ---- video doorbells in home automation: button-press events and ringing sensors for Eufy, Reolink, EZVIZ and Ring ----
P2_EUFY119 = P2_GH + "fuatakgun/eufy_security/issues/119"
P2_EUFY758 = P2_GH + "fuatakgun/eufy_security/issues/758"
P2_HES38 = P2_GH + "mega-yfue/ha-eufy-sdk/issues/38"
P2_RCC49 = P2_GH + "JimStar/reolink_cctv/issues/49"
P2_O2M11 = P2_GH + "dmitrif/onvif2mqtt/issues/11"
P2_HBE303 = P2_GH + "samemory/homebridge-eufy-security/issues/303"
P2_RING40 = P2_GH + "homespun/homebridge-platform-ring-video-doorbell/issues/40"
P2_EZV74 = P2_GH + "RenierM26/ha-ezviz/issues/74"
# ---- Sonos speakers from scripts and dashboards: group volume, favorites and playlists, notifications ----
P2_NS373 = P2_GH + "bencevans/node-sonos/issues/373"
P2_NS507 = P2_GH + "bencevans/node-sonos/issues/507"
P2_DSON42 = P2_GH + "duncan3dc/sonos/issues/42"
P2_NRS288 = P2_GH + "hklages/node-red-contrib-sonos-plus/issues/288"
P2_CSC604 = P2_GH + "punxaphil/custom-sonos-card/issues/604"
P2_ECHO17 = P2_GH + "rgraciano/echo-sonos/issues/17"
P2_NSHA172 = P2_GH + "jishi/node-sonos-http-api/issues/172"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# air conditioners and heat pumps
P2_H_RW25 = "I have a Mitsubishi RW-25 connected to a D1 mini and esphome-mitsubishiheatpump."
P2_H_DAITSU = "I have a Daitsu HRV2 that uses the MIDEA protocol."
P2_H_NOSWING = "My AC don't have Swing mode (It is by conducts), so I can't test the swing mode..."
P2_H_CASSETTE = "I have 3x head units that are celling cassettes. 1X MLZ-KP12NA and 2x MLZ-KP09NA"
P2_H_REMOTE = "The Mitsubishi remote only has switching between swing and no-swing."
P2_H_HAIER = "So far, I have used another modification of haier.h, which stopped working with the ESPHome upgrade to version 1.19.4."
# personal electric scooters (P2_S_DENMARK is lent from BotoX/xiaomi-m365-firmware-patcher #39, a group whose other threads are histories here)
P2_S_SMARTGYRO = "I have an SmartGyro Xtreme City that have the same components that the Xiaomi M365."
P2_S_10S4P = "I have a 10s4p 12.8Ah 37v battery without BMS."
P2_S_3500 = "hi itwin, someone wrote that 3500mah cells are dangerous, not compatible, to put inside m365 Xiaomi. Is it true?"
P2_S_DENMARK = "Hi, currently in Denmark, the electric scooters are not allowed to exceed 20 kmph."
P2_S_BQ = "The TI BQ76940 chip can be reconfigured according to datasheet: https://cloud.botox.bz/s/JZD5gyQABipz2jg"
# washing machines, dryers and dishwashers
P2_W_ADORA = "So far I have integrated my AdoraWash V2000 with a Restful sensor into HA."
P2_W_WSG = "I've got an WSG 633 washing machine which has two containers for detergents."
P2_W_MONITOR = "I monitored a cycle with Home Assistant and exported the results."
P2_W_TIMERBAR = "I use the [timer-bar-card](https://github.com/rianadon/timer-bar-card) to show a progress bar."
# garage door openers
P2_D_B970 = "I’ve got a Chamberlain B970"
P2_D_CIGBU = "I am currently using the Chamberlain MyQ Internet Gateway CIGBU/C."
P2_D_WINKAPI = "Control of chamberlain garage openers is no longer supported by wink API, it’s been restricted by chamberlain to only work in the Wink app."
P2_D_SETUP = "Just setup LiftMaster2 via Homebridge."
# smart TVs
P2_T_FW = "I have WebOS 2 Firmware 03.15.55"
P2_T_NOMENU = "I have not found  mobile TV on menu of my LG TV"
P2_T_CONNECTAPPS = "I found LG Connect Apps and I enabled it"
P2_T_TOKENFILE = "in custom_components/samsungtv_tizen/ the file token-192.168.1.20.txt is empty."
P2_T_KS8000 = "I have a KS8000 model TV that's having the same issue reported by kajz3reczka where Homebridge reports an error saying \"Pair failed. Make sure you click Allow on the TV!\"."
P2_T_ACCESS = "1.On TV go to Settings - General - External Device Manager - Device Connection Manager and set Access Notification to Off."
# video doorbells
P2_B_ECHO = "A dorbell press can even trigger the my Echo dot (and echo show with a video)"
P2_B_HOMEBASE = "Homebase can act like a chime, but there is no action (button) to initiate a chime."
P2_B_NVR = "I am using the RLN8-410 NVR with firmware v3.2.0.212_22111847."
P2_B_EZVIZALEXA = "The EZVIZ can integrate with Alexa (and I think Google Home)."
P2_B_FAR = "My camera is too far from the doorbell alarm to trigger in my house, so I'd like to create a HA program to alert me!"
P2_B_MECH = "I guess I'm going to have to use or make something that will detect my\nmechanical ringer and send an mqtt code to HA."
# Sonos speakers
P2_N_MAGIC = "I`m right now trying to build a small dashboard based on the MagicMirror Project."
P2_N_GROUPRC = "Actually, the Sonos app sends a `setGroupVolume` command to the `GroupRenderingControl` service."
P2_N_JOINER = "When playing a joiner.play.notification the joiner leaves the group correctly and plays the notification."
P2_N_MSGVOL = "I inject the joiner.play.notification with msg.volume 75."
P2_N_SPOTIFY = "I have created Playlist in Spotify."
P2_N_UPNP804 = "Failed to perform the action media_player/play_media. Error calling SonosMediaPlayerEntity._play_media on media_player.living_room: UPnP Error 804 received: from 192.168.10.85"


# Every lender is a group of this part (every lending thread also gives a history).
QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

AREAS = [_mysql8auth, _circular, _machoarch, _heapoom, _tfstatelock, _nginx413, _jestesm, _pghba, _cudaarch, _dockersock]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
    load_part2(rec, U, A)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_aircon, P2_scooters, P2_laundry, P2_garage, P2_tvs, P2_doorbells, P2_sonos):
        area(rec, U, A, lend, SAME, SELF)


def P2_aircon(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- air conditioners and heat pumps on local adapters: Mitsubishi CN105, Daikin S21, Panasonic, Haier and Midea IR ----
    t = (U, "Missing vane info and control", "u1")
    d1 = (U, P2_H_RW25, "u1")
    d2 = (U, "I am missing vane control and info. Is this possible with esphome-mitsubishiheatpump or have I misconfigured it somehow?", "u1")
    r1 = (A, "vane is only on internal AC unit, right? This is not supported by this component it is for heat pumps only (air 2 water)", "u2")
    d3 = (U, "The documentation has this section in examples;\n\n    horizontal_vane_select:\n      name: Horizontal Vane\n    vertical_vane_select:\n      name: Vertical Vane", "u1")
    d4 = (U, "I do think this is no only for air2water but also air to air. The list of supported units is mostly air to air pumps.", "u1")
    d5 = (U, "I tried to add that previously mentioned section to my config, but it didn't expose any vane_* in the entity.", "u1")
    d6 = "I have the same questions, with other integrations I can set up down 1,2,3,4,5 but here not."
    # The opener's setup names the unit, the board and the component: complete in itself (rule 1).
    rec(P2_EMH174, [t], d1[1], False, SAME, [], None, author="u1")
    # "this" is the vane control of the same message, and the component is named (rule 2). Hard call.
    rec(P2_EMH174, [t, d1], d2[1], False, SELF, [], None, author="u1")
    rec(P2_EMH174, [t, d1, d2], r1[1], True, "pronoun", ["This", "this component"], "Vane is only on the internal AC unit, right? Vane control is not supported by esphome-mitsubishiheatpump; it is for air-to-water heat pumps only.", author="u2")
    lend(P2_EMH174, [t, d1, d2, r1], P2_H_HAIER, SAME, P2_HAIER10)
    rec(P2_EMH174, [t, d1, d2, r1, d3, d4, d5], d6, True, "ellipsis", ["the same questions", "here"], "I have the same question about vane control in esphome-mitsubishiheatpump: with other integrations I can set the vane to down, 1, 2, 3, 4, 5, but with esphome-mitsubishiheatpump I can't.", author="u3")

    q1 = (U, "Some questions about responsivness and fan and wane settings", "u1")
    q2 = (U, "I now managed to get the heatpump up and running with ESPHOME - thanks alot for putting your effort in to getting this to work:D", "u1")
    q3 = (U, "I experience some kind of long responsivness when i change temperature, modes. I see you write instant responsivness in your readme. How fast does your system response?", "u1")
    q4 = (U, "The next thing i came to think of is if it possible to get a feedback on the state of the heatpump in the UI. It always says it is off, when the heatpump is actually running / heating.", "u1")
    q5 = (U, "Before mowing to ESPHOME i used the code made by gysmo38. It is also a very nice code, but i had some issues with it. In his code it is possible to set the fan to other states - like QUIET and so on. I cant see this in this integration - it goes from Auto, low medium middle and high.", "u1")
    q6 = (U, "The same thing is with the VANE. In gysmos code there was different modes and also a SWING mode.", "u1")
    q7 = "Is it something that needs to be put in the code or does ESPHOME not support it?"
    rec(P2_EMH2, [q1, q2], q3[1], True, "ellipsis", ["your readme", "your system"], "With esphome-mitsubishiheatpump I get slow responses when I change temperature or modes, though its README says the response is instant. How fast does a Mitsubishi heat pump respond with esphome-mitsubishiheatpump?", author="u1")
    rec(P2_EMH2, [q1, q2, q3], q4[1], True, "pronoun", ["the heatpump", "the UI"], "Is it possible to get feedback on the state of my Mitsubishi heat pump in the esphome-mitsubishiheatpump UI? It always says off when the heat pump is actually running / heating.", author="u1")
    rec(P2_EMH2, [q1, q2, q3, q4], q5[1], True, "pronoun", ["this integration"], "Before moving to ESPHome I used gysmo38's code, where the Mitsubishi heat pump fan can be set to other states like QUIET; in esphome-mitsubishiheatpump I can't, it goes from Auto to low, medium, middle and high.", author="u1")
    lend(P2_EMH2, [q1, q2], P2_H_DAITSU, SAME, P2_IRR1234)
    rec(P2_EMH2, [q1, q2, q3, q4, q5, q6], q7, True, "pronoun", ["it", "something"], "Do the QUIET fan state and the vane and SWING modes need to be put in the esphome-mitsubishiheatpump code, or does ESPHome not support them?", author="u1")

    h1 = (U, "H. Vane control doesn't work for MLZ-KPxxNA", "u1")
    h2 = (U, P2_H_CASSETTE, "u1")
    h3 = (U, "These units support H. Vane but only swing and no swing. There is no position control.", "u1")
    h4 = (U, "The HomeAssistant interface shows 8 positions and swing.", "u1")
    h5 = (U, P2_H_REMOTE, "u1")
    h6 = "None of the H. Vane settings in HA seems to map to any actions on the head unit."
    rec(P2_MUART67, [h1], h2[1], False, SAME, [], None, author="u1")
    rec(P2_MUART67, [h1, h2], h3[1], True, "pronoun", ["These units"], "My Mitsubishi MLZ-KP12NA and MLZ-KP09NA ceiling cassettes support H. Vane but only swing and no swing; there is no position control.", author="u1")
    rec(P2_MUART67, [h1, h2, h3], h4[1], True, "ellipsis", [], "For my Mitsubishi MLZ-KPxxNA ceiling cassettes on the muart-group ESPHome components, the Home Assistant interface shows 8 H. Vane positions and swing.", author="u1")
    # Names the remote and both of its settings: a general claim complete in itself (rule 1).
    rec(P2_MUART67, [h1, h2, h3, h4], h5[1], False, SAME, [], None, author="u1")
    rec(P2_MUART67, [h1, h2, h3, h4, h5], h6, True, "pronoun", ["the head unit"], "None of the H. Vane settings in Home Assistant (muart-group ESPHome components) seems to map to any action on my Mitsubishi MLZ-KPxxNA ceiling cassette head units.", author="u1")
    lend(P2_MUART67, [h1], P2_H_NOSWING, SELF, P2_HAIER10)

    s1 = (U, "selectable climate mode not working", "u1")
    s2 = (U, "I tried to use the selectable climate mode function with:\n\nclimate:\n  - name: Dining Aircon\n    platform: daikin_s21\n    supported_modes:\n      - COOL\n      - DRY\n      - FAN_ONLY\nHowever, the  logs at bootup shows all the supported modes including HEAT_COOL and HEAT.", "u1")
    s3 = (U, "Does anyone experience a similar situation.  thank you.", "u1")
    s4 = (A, "Hi, sorry about this regression. I'll take a look at fixing it tomorrow.", "u2")
    s5 = "HEAT_COOL was intended to always be available as a failsafe"
    # The config names the platform (daikin_s21) and the modes it asked for: complete in itself (rule 1).
    rec(P2_DS21_76, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(P2_DS21_76, [s1, s2], s3[1], True, "ellipsis", ["a similar situation"], "Does anyone else see the esphome-daikin-s21 supported_modes option ignored, with the boot logs showing all modes including HEAT_COOL and HEAT?", author="u1")
    rec(P2_DS21_76, [s1, s2, s3], s4[1], True, "pronoun", ["this regression", "it"], "Sorry about the esphome-daikin-s21 regression where supported_modes is ignored and all climate modes show; I'll look at fixing it tomorrow.", author="u2")
    rec(P2_DS21_76, [s1, s2, s3, s4], s5, True, "ellipsis", [], "In esphome-daikin-s21, HEAT_COOL was intended to always be available in the climate's supported modes as a failsafe.", author="u2")
    lend(P2_DS21_76, [s1], P2_H_CASSETTE, SAME, P2_MUART67)
    lend(P2_DS21_76, [s1, s2], P2_H_RW25, SAME, P2_EMH174)

    # The excerpt starts at a comment: its first speaker is taken as the opener (u1), which is not certain.
    w1 = (U, "Swing mode", "u1")
    w2 = (U, "@DomiStyle I just installed this, but I do have swing modes Auto / Up / UpMid / Mid / DownMid / Down in the original Pana integration.", "u1")
    w3 = (U, "In your software I have: off / both / vertical / horizontal.", "u1")
    w4 = (U, "If I change it in the panasonic app, I see these changes in your software as follows:\n\nAuto = vertical\nThe rest = OFF. Any way to map them correctly?", "u1")
    w5 = (A, "@Driekes The manual swing modes are controlled via the select element, not on the AC entity in Home Assistant. The selection you mentioned is for the automatic modes.", "u2")
    w6 = (U, "@DomiStyle I now see there is a seperate select. entity in HA that I can use to control the swing. I missed that.", "u1")
    w7 = "I guess there is no way, or at least not without forking your code to merge this into the climate entity again? I only have vertical swing mode anyway on this model."
    rec(P2_EPA10, [w1], w2[1], True, "pronoun", ["this"], "I just installed esphome-panasonic-ac, but the original Panasonic integration gives me swing modes Auto / Up / UpMid / Mid / DownMid / Down.", author="u1")
    lend(P2_EPA10, [w1], P2_H_DAITSU, SAME, P2_IRR1234)
    rec(P2_EPA10, [w1, w2, w3], w4[1], True, "pronoun", ["it", "these changes", "them"], "If I change the swing mode in the Panasonic app, esphome-panasonic-ac shows Auto as vertical and every other swing mode as OFF; is there any way to map the Panasonic swing modes correctly?", author="u1")
    rec(P2_EPA10, [w1, w2, w3, w4], w5[1], True, "ellipsis", ["The selection you mentioned"], "In esphome-panasonic-ac the manual swing modes are controlled via the select element, not on the AC climate entity in Home Assistant; the off / both / vertical / horizontal selection is for the automatic modes.", author="u2")
    rec(P2_EPA10, [w1, w2, w3, w4, w5, w6], w7, True, "pronoun", ["this", "this model"], "Is there no way, short of forking esphome-panasonic-ac, to merge the swing select back into the climate entity? My Panasonic AC only has vertical swing anyway.", author="u1")

    z1 = (U, "CZ-TAW1?", "u1")
    z2 = (U, "This is great and since I am having trouble with the panasonic cloud I want to make a local connection with my new heatpump.", "u1")
    z3 = (U, "I have CZ-TAW1. Would this work? And how do I connect this? Similar as the CZ-TACG1?", "u1")
    z4 = "Can you take a picture of the connector that connects the CZ-TAW1 to your AC?"
    rec(P2_EPA33, [z1], z2[1], True, "pronoun", ["This"], "esphome-panasonic-ac is great, and since I am having trouble with the Panasonic cloud I want to make a local connection to my new Panasonic heat pump with it.", author="u1")
    rec(P2_EPA33, [z1, z2], z3[1], True, "pronoun", ["this"], "I have a Panasonic CZ-TAW1 adapter: would esphome-panasonic-ac work with it, and how do I connect it? Is it similar to the CZ-TACG1?", author="u1")
    # A complete request that names the adapter: it can be acted on without the thread (rule 1).
    rec(P2_EPA33, [z1, z2, z3], z4, False, "trap_other", [], None, author="u2")
    lend(P2_EPA33, [z1], P2_H_HAIER, SAME, P2_HAIER10)
    lend(P2_EPA33, [z1, z2], P2_H_REMOTE, SAME, P2_MUART67)

    g1 = (U, "Was it possible to add Swing Mode support?", "u1")
    g2 = (U, P2_H_HAIER, "u1")
    g3 = (U, "Would anyone please advise me how to modify the code?", "u1")
    g4 = (A, "Try to change CLIMATE_MODE_AUTO to CLIMATE_MODE_HEAT_COLD.", "u2")
    g5 = (A, "When I upgrade to 1.9.0, I got a \"invalud value 6 mode\" error. Maybe It is your case.", "u2")
    g6 = (A, P2_H_NOSWING, "u2")
    g7 = (U, "I have a suggestion to modify the code for the new version of ESPHome 1.19.0. For my Haier air conditioner, this code also works. Please try it.", "u1")
    g8 = (U, "I've checked **Basicek1**'s version. Everything seems to work fine with 1.19.4, swing also.", "u3")
    g9 = "did you get `LED_BIT_OFF` to work?"
    rec(P2_HAIER10, [g1], g2[1], False, SAME, [], None, author="u1")
    lend(P2_HAIER10, [g1, g2], P2_H_CASSETTE, SAME, P2_MUART67)
    rec(P2_HAIER10, [g1, g2, g3], g4[1], True, "ellipsis", [], "To make esphaier's haier.h work with ESPHome 1.19, try changing CLIMATE_MODE_AUTO to CLIMATE_MODE_HEAT_COLD.", author="u2")
    # "It" is the AC of the same sentence (rule 2).
    rec(P2_HAIER10, [g1, g2, g3, g4, g5], g6[1], False, SELF, [], None, author="u2")
    rec(P2_HAIER10, [g1, g2, g3, g4, g5, g6, g7], g8[1], True, "pronoun", ["**Basicek1**'s version"], "Basicek1's modified esphaier haier.h for ESPHome 1.19 works fine with ESPHome 1.19.4, swing mode included.", author="u3")
    rec(P2_HAIER10, [g1, g2, g3, g4, g5, g6, g7, g8], g9, True, "ellipsis", [], "Did you get `LED_BIT_OFF` to work with the esphaier Haier air conditioner component?", author="u4")

    m1 = (U, "Issue with Swing on MIDEA protocol", "u1")
    m2 = (U, P2_H_DAITSU, "u1")
    m3 = (U, "For now all the modes, temperature set,  fan speed and the turn off of swing mode are working we ll. But the command to turn on does not work at all. Could you please help with this issue?", "u1")
    m4 = "The ac does not respond to the signal (also does not give any beep)."
    rec(P2_IRR1234, [m1], m2[1], False, SAME, [], None, author="u1")
    rec(P2_IRR1234, [m1, m2], m3[1], True, "ellipsis", ["the command to turn on", "this issue"], "With IRremoteESP8266 on my Daitsu HRV2 (MIDEA protocol), all modes, temperature, fan speed and turning swing off work, but the command to turn swing on does not work at all; could you help?", author="u1")
    rec(P2_IRR1234, [m1, m2, m3], m4, True, "pronoun", ["the signal"], "My Daitsu HRV2 air conditioner does not respond to IRremoteESP8266's MIDEA swing-on signal (it doesn't even beep).", author="u1")
    lend(P2_IRR1234, [m1], P2_H_CASSETTE, SAME, P2_MUART67)
    lend(P2_IRR1234, [m1, m2, m3], P2_H_NOSWING, SELF, P2_HAIER10)
    lend(P2_IRR1234, [m1, m2], P2_H_REMOTE, SAME, P2_MUART67)

    b1 = (U, "Climate not working with Daikin Altherma EHBX08CB3V", "u1")
    b2 = (U, "I have tested this integration on a system with my Alterma EHBX08CB3V and a BRP069a62.", "u1")
    b3 = (U, "Climate don't work and i don't know how fix it.", "u1")
    b4 = (U, "Could I have some help?", "u1")
    b5 = "Error adding entities for domain climate with platform daikin_residential_brp069a62"
    rec(P2_BRP6, [b1], b2[1], True, "pronoun", ["this integration"], "I have tested the daikin_residential_brp069a62 Home Assistant integration on a system with my Daikin Altherma EHBX08CB3V and a BRP069A62 adapter.", author="u1")
    rec(P2_BRP6, [b1, b2], b3[1], True, "ellipsis", [], "The climate entity of the daikin_residential_brp069a62 integration doesn't work with my Daikin Altherma EHBX08CB3V and I don't know how to fix it.", author="u1")
    rec(P2_BRP6, [b1, b2, b3], b4[1], True, "ellipsis", [], "Could I have some help with the daikin_residential_brp069a62 climate entity not working on a Daikin Altherma EHBX08CB3V?", author="u1")
    # The log line names the platform it comes from in full (rule 1, quoted errors).
    rec(P2_BRP6, [b1, b2, b3, b4], b5, False, SAME, [], None, author="u1")
    lend(P2_BRP6, [b1], P2_H_RW25, SAME, P2_EMH174)
    lend(P2_BRP6, [b1, b2, b3], P2_H_DAITSU, SAME, P2_IRR1234)


def P2_scooters(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- personal electric scooters: Xiaomi M365 and Ninebot firmware patches, speed limits, BMS and battery packs, dashboards ----
    n1 = (U, "Can I use this to hack the speed limit ?", "u1")
    n2 = (U, "Your work is really cool ! Can I use this tool to hack my ninebot one a1 to disables its speed limit of 20 km/h and change to 30 ? How it works ?", "u1")
    n3 = (A, "I have never tried removing the speed limit, if i remember correctly there used to be a guy from russia selling an app that could hack the speed limit for various wheels.", "u2")
    n4 = (A, "I am not sure if it even supported the A1/S1 models.", "u2")
    n5 = (A, "Afaik the speed limit is settable via the app so there seems to be some form of configuration possible.", "u2")
    n6 = (A, "You should try dumping all registers then changing the max speed using the app, then dumping all registers again and check for differences between the two dumps.", "u2")
    n7 = (A, "The speed might be set in RPM not in km/h or even something else though.", "u2")
    n8 = "Hah, It is kinda dangerous indeed. I may set a little bit faster but not too fast."
    rec(P2_9BO1, [n1], n2[1], True, "pronoun", ["this tool"], "Can I use 9BotONE to remove the 20 km/h speed limit of my Ninebot One A1 and change it to 30 km/h? How does it work?", author="u1")
    rec(P2_9BO1, [n1, n2, n3], n4[1], True, "pronoun", ["it"], "I am not sure the Russian app that hacked the speed limit of various electric unicycles even supported the Ninebot One A1/S1 models.", author="u2")
    rec(P2_9BO1, [n1, n2, n3, n4], n5[1], True, "ellipsis", ["the speed limit", "the app"], "As far as I know the Ninebot One A1's speed limit is settable in the Ninebot app, so some form of configuration seems possible.", author="u2")
    lend(P2_9BO1, [n1, n2, n3, n4, n5, n6], P2_S_10S4P, SAME, P2_XFP65)
    rec(P2_9BO1, [n1, n2, n3, n4, n5, n6, n7], n8, True, "pronoun", ["It"], "Raising the Ninebot One A1's speed limit is kind of dangerous indeed; I may set it a little faster but not too fast.", author="u1")
    lend(P2_9BO1, [n1, n2], P2_S_DENMARK, SAME, P2_XFP39)

    b1 = (U, "BatteryPack Upgrade", "u1")
    b2 = (U, "Hello, I plan to change the cells of the internal battery pack to ones with 3500mAh 10A cont.", "u1")
    b3 = (U, "Can I change the scooters original BMS firmware so that it knows the new capacity and goes down to 2.8V per cell?", "u1")
    b4 = "As layed out in https://github.com/BotoX/xiaomi-m365-firmware-patcher/issues/19\nthis firmware is about the ESC, not about the BMS."
    rec(P2_XFP68, [b1], b2[1], True, "ellipsis", ["the internal battery pack"], "I plan to change the cells of my Xiaomi M365 scooter's internal battery pack to 3500mAh cells with 10A continuous discharge.", author="u1")
    rec(P2_XFP68, [b1, b2], b3[1], True, "ellipsis", ["the new capacity"], "Can I change my Xiaomi M365 scooter's original BMS firmware so that it knows the new capacity of a pack rebuilt with 3500mAh cells and goes down to 2.8V per cell?", author="u1")
    rec(P2_XFP68, [b1, b2, b3], b4, True, "pronoun", ["this firmware"], "As laid out in https://github.com/BotoX/xiaomi-m365-firmware-patcher/issues/19, the xiaomi-m365-firmware-patcher firmware is about the ESC, not about the BMS.", author="u2")

    p1 = (U, "Question BMS 10s4p", "u1")
    p2 = (U, P2_S_10S4P, "u1")
    p3 = (U, "I want to make it in my m365 in place of original batterie.", "u1")
    p4 = (U, "I juste have to put a generic BMS or an original ?", "u1")
    p5 = (U, "I have to  flash the BMS to make it compatible or nothing to do (same voltage)?", "u1")
    p6 = (A, "A generic BMS won't work, it has to be able to talk to the scooter.", "u2")
    p7 = "My 10s4p (12ah) and the original 10s3p have the same voltage so i can  keep the original bms no?"
    # The opener's battery is described in full: a complete statement (rule 1).
    rec(P2_XFP65, [p1], p2[1], False, SAME, [], None, author="u1")
    rec(P2_XFP65, [p1, p2], p3[1], True, "pronoun", ["it"], "I want to put my 10s4p 12.8Ah 37V battery without BMS in my Xiaomi M365 in place of the original battery.", author="u1")
    rec(P2_XFP65, [p1, p2, p3, p4, p5], p6[1], True, "ellipsis", ["the scooter"], "A generic BMS won't work for a replacement battery in a Xiaomi M365: the BMS has to be able to talk to the scooter.", author="u2")
    rec(P2_XFP65, [p1, p2, p3, p4, p5, p6], p7, True, "ellipsis", ["the original 10s3p", "the original bms"], "My 10s4p 12Ah pack and the Xiaomi M365's original 10s3p battery have the same voltage, so can I keep the M365's original BMS?", author="u1")

    o1 = (U, "Others Scooter", "u1")
    o2 = (U, P2_S_SMARTGYRO, "u1")
    o3 = (U, "Can I flash this firmware on it?", "u1")
    o4 = (U, "The app M365_downG recognize the Scooter but when I try to check version, don’t show me nothing.", "u1")
    o5 = "That's a shitty clone/fake M365, this firmware won't work with it."
    rec(P2_XFP57, [o1], o2[1], False, SAME, [], None, author="u1")
    rec(P2_XFP57, [o1, o2], o3[1], True, "pronoun", ["this firmware", "it"], "Can I flash the xiaomi-m365-firmware-patcher custom firmware on a SmartGyro Xtreme City?", author="u1")
    rec(P2_XFP57, [o1, o2, o3, o4], o5, True, "pronoun", ["That", "this firmware", "it"], "The SmartGyro Xtreme City is a clone/fake Xiaomi M365, and the xiaomi-m365-firmware-patcher firmware won't work with it.", author="u2")

    c1 = (U, "13s BMS?", "u1")
    c2 = (U, "I plan to build a 12s battery pack, but use a 13s BMS, for possible future expansion if people find out how to not blow up other components in the scooter.", "u1")
    c3 = (U, "Is this a good idea? Or will the firmware not work with the 13s BMS version?", "u1")
    c4 = (U, "Also, can the 13s BMS operate with only 12s connected?", "u1")
    c5 = (U, "Another question: will the bluetooth module of the scooter also give access to the app from the BMS manufacturer, as shown on their website?", "u1")
    c6 = (A, "The firmware doesn't care how many cells your battery has.", "u2")
    c7 = (A, P2_S_BQ, "u2")
    c8 = (A, "The original BMS app will not work, you're changing the firmware of the BMS.", "u2")
    c9 = "However the M365 apps will work, like M365 Tools or M365 Battery and Mi Home, Ninebot, etc."
    rec(P2_XCB10, [c1, c2], c3[1], True, "pronoun", ["this", "the firmware"], "Is building a 12s battery pack with a 13s BMS for my Xiaomi M365 a good idea, or will the xiaomi-m365-compatible-bms firmware not work with the 13s BMS version?", author="u1")
    rec(P2_XCB10, [c1, c2, c3, c4, c5], c6[1], True, "ellipsis", ["The firmware"], "The xiaomi-m365-compatible-bms firmware doesn't care how many cells your battery has.", author="u2")
    # Names the chip and links its datasheet: complete in itself (rule 1).
    rec(P2_XCB10, [c1, c2, c3, c4, c5, c6], c7[1], False, SAME, [], None, author="u2")
    rec(P2_XCB10, [c1, c2, c3, c4, c5, c6, c7, c8], c9, True, "ellipsis", [], "With the xiaomi-m365-compatible-bms firmware on the BMS, the M365 apps such as M365 Tools, M365 Battery, Mi Home and Ninebot will still work.", author="u2")

    d1 = (U, "Would it run on the Pro ?", "u1")
    d2 = (U, "Thanks for that cool project !", "u1")
    d3 = (U, "Pro dashboard only has speed indicator.", "u1")
    d4 = (U, "It would be great to have all these additional informations on the Pro.", "u1")
    d5 = (U, "However Pro bluetooth board runs on ble90 firmware. And classic on ble72 firmware.", "u1")
    d6 = (U, "Apparently the one-wire protocole is different on these two firmwares.", "u1")
    d7 = (U, "How hard would it be to make this project compatible with ble90 (i.e. Pro scooters) ?", "u1")
    d8 = (U, "Nobody ?", "u1")
    d9 = "It should work on the pro. The one-wire protocol is still the same on the new scooters (essential, 1s, pro 2)"
    rec(P2_NANO2, [d1, d2], d3[1], True, "ellipsis", [], "The Xiaomi M365 Pro's dashboard only has a speed indicator.", author="u1")
    rec(P2_NANO2, [d1, d2, d3, d4, d5], d6[1], True, "pronoun", ["these two firmwares"], "Apparently the one-wire protocol differs between the M365 Pro's ble90 bluetooth firmware and the classic M365's ble72 firmware.", author="u1")
    lend(P2_NANO2, [d1, d2, d3, d4, d5], P2_S_SMARTGYRO, SAME, P2_XFP57)
    rec(P2_NANO2, [d1, d2, d3, d4, d5, d6, d7, d8], d9, True, "pronoun", ["It"], "Xiaomi-M365-Arduino-Nano-Dashboard should work on the M365 Pro: the one-wire protocol is still the same on the new scooters (Essential, 1S, Pro 2).", author="u2")

    v1 = (U, "M365 firmware support", "u1")
    v2 = (U, "Hi there, I did everything according to the guide, I have M365, I have VESC u-box alu light 100V 100A controller, but alas.", "u1")
    v3 = (U, "When I started to find out, I found out that my M365 was customized (I bought it second-hand), maybe you can advise me what further steps to take to identify what's going on there?", "u1")
    v4 = (U, "Maybe there is some list of supported firmware from M365 (I updated VESC to 6.05) in order to make friends with VESC?", "u1")
    v5 = "I don't provide installation support when there is a guide that explains everything."
    rec(P2_VMD11, [v1], v2[1], True, "ellipsis", ["the guide"], "I followed the vesc_m365_dash guide exactly with my M365 and a VESC u-box alu light 100V 100A controller, but the dashboard doesn't work.", author="u1")
    rec(P2_VMD11, [v1, v2], v3[1], True, "ellipsis", ["what's going on there"], "My second-hand M365 turned out to have customized firmware; what steps should I take to find out why vesc_m365_dash doesn't work with it and my VESC controller?", author="u1")
    rec(P2_VMD11, [v1, v2, v3], v4[1], True, "ellipsis", [], "Is there a list of M365 dashboard firmware supported by vesc_m365_dash (I updated VESC to 6.05) so that the M365 works with VESC?", author="u1")
    # The maintainer's rule is a general statement complete in itself (rule 1).
    rec(P2_VMD11, [v1, v2, v3, v4], v5, False, SAME, [], None, author="u2")
    lend(P2_VMD11, [v1], P2_S_10S4P, SAME, P2_XFP65)
    lend(P2_VMD11, [v1, v2], P2_S_SMARTGYRO, SAME, P2_XFP57)
    lend(P2_NANO2, [d1], P2_S_3500, SELF, P2_XFP68)
    lend(P2_NANO2, [d1, d2, d3], P2_S_BQ, SAME, P2_XCB10)
    lend(P2_XCB10, [c1], P2_S_DENMARK, SAME, P2_XFP39)
    lend(P2_XCB10, [c1, c2], P2_S_3500, SELF, P2_XFP68)


def P2_laundry(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- washing machines, dryers and dishwashers: remaining program time, status sensors, cycle detection ----
    v1 = (U, "Washing program time remaining", "u1")
    v2 = (U, P2_W_ADORA, "u1")
    v3 = (U, "Thanks to your integration, I now have a lot more information about my washing machine - thank you!", "u1")
    v4 = (U, "However, one piece of information is missing: the remaining time of the washing program.", "u1")
    v5 = (U, "I received this from the Restful sensor via \"duration.act\" and that is one of the most important pieces of information for me.", "u1")
    v6 = (U, "Would it be possible to include this information in the integration?", "u1")
    v7 = (U, "Edit: Oh, I just found it: the diagnostic tab...", "u1")
    v8 = (A, "I still think this could be useful as a non-diagnostic sensor as well, no? Or are you fully satisfied with the diagnostic one?", "u2")
    v9 = "Yes, of course! A sensor like this would be great! It's just not as urgent now that I've found it in the diagnostics."
    # The opener's setup names the machine, the sensor and HA: complete in itself (rule 1).
    rec(P2_VZUG36, [v1], v2[1], False, SAME, [], None, author="u1")
    rec(P2_VZUG36, [v1, v2, v3], v4[1], True, "ellipsis", [], "The hass-vzug integration is missing one piece of information for my V-ZUG AdoraWash V2000: the remaining time of the washing program.", author="u1")
    rec(P2_VZUG36, [v1, v2, v3, v4, v5], v6[1], True, "pronoun", ["this information", "the integration"], "Would it be possible to include the remaining washing program time (duration.act) in the hass-vzug integration?", author="u1")
    lend(P2_VZUG36, [v1, v2, v3, v4, v5], P2_W_WSG, SAME, P2_MIELE19)
    lend(P2_VZUG36, [v1, v2, v3], P2_W_MONITOR, SAME, P2_WD13)
    rec(P2_VZUG36, [v1, v2, v3, v4, v5, v6, v7, v8], v9, True, "pronoun", ["A sensor like this", "It", "it"], "A non-diagnostic remaining-program-time sensor in hass-vzug would be great, though it is less urgent now that I've found the value in the diagnostics.", author="u1")

    h1 = (U, "Programs Never Finish", "u1")
    h2 = (U, "I noticed that:\n\nDryer Remaining Program Time never goes under 120s\nWashing Machine Remaining Program never goes under 60s\nWashing Machine Program Progress never goes over 95%", "u1")
    h3 = (U, "Is this a bug?", "u1")
    h4 = (A, "Which version of the integration are you using? I suspect not the current one (where the remaining program time is a timestamp sensor).", "u2")
    h5 = (U, "Im running the version in the latest HA release.", "u1")
    h6 = (A, "I don't understand. The latest HA release does not contain this integration.", "u2")
    h7 = (U, "I see now, I had both the old and new version running in HACS, the old wasn't removed for some reason.", "u1")
    h8 = "Hy, i also has this problem, i removed the old version (installed manually) and use the build-in version in the newest HA."
    rec(P2_HCON83, [h1, h2], h3[1], True, "pronoun", ["this"], "Is it a bug in homeassistant-homeconnect that the dryer's remaining program time never goes under 120s, the washing machine's never under 60s, and its program progress never over 95%?", author="u1")
    rec(P2_HCON83, [h1, h2, h3], h4[1], True, "ellipsis", ["the integration", "the current one"], "Which version of the homeassistant-homeconnect integration are you using? In the current one the remaining program time is a timestamp sensor.", author="u2")
    lend(P2_HCON83, [h1], P2_W_TIMERBAR, SAME, P2_WD113)
    lend(P2_HCON83, [h1, h2, h3], P2_W_MONITOR, SAME, P2_WD13)
    rec(P2_HCON83, [h1, h2, h3, h4, h5, h6], h7[1], True, "ellipsis", ["the old and new version"], "I had both the old and the new version of the homeassistant-homeconnect integration running in HACS; the old one wasn't removed.", author="u1")
    rec(P2_HCON83, [h1, h2, h3, h4, h5, h6, h7], h8, True, "pronoun", ["this problem", "the old version"], "I also have Home Connect programs never finishing (the washing machine's program_progress never above 98): I removed the manually installed old homeassistant-homeconnect and use the built-in Home Connect integration in the newest Home Assistant.", author="u3")

    a1 = (U, "Remaining Time missing", "u1")
    a2 = (U, "I love your integration, but can you double check if there is a sensor for time remaining? For me it's missing for my washing maschine and dryer", "u1")
    a3 = (A, "Sure I can check, what devices do you have? (brand, model)", "u2")
    a4 = (U, "The H-Dry 500 and H-Wash 500 by Hoover. :)", "u1")
    a5 = (U, "Fixed with the latest Version! Thank you very much!", "u1")
    a6 = "Nice! Good to hear, than I fixed that unintentionally by fixing something else 😃"
    rec(P2_AHON39, [a1], a2[1], True, "pronoun", ["your integration"], "Can you check whether the hon integration has a remaining-time sensor? It is missing for my washing machine and dryer.", author="u1")
    rec(P2_AHON39, [a1, a2], a3[1], True, "ellipsis", ["what devices"], "Which washing machine and dryer (brand, model) are missing the remaining-time sensor in the hon integration?", author="u2")
    rec(P2_AHON39, [a1, a2, a3], a4[1], True, "ellipsis", [], "My washer and dryer missing the hon integration's remaining-time sensor are the Hoover H-Dry 500 and H-Wash 500.", author="u1")
    rec(P2_AHON39, [a1, a2, a3, a4], a5[1], True, "ellipsis", [], "The missing remaining-time sensor for my Hoover H-Dry 500 and H-Wash 500 is fixed in the latest version of the hon integration.", author="u1")
    rec(P2_AHON39, [a1, a2, a3, a4, a5], a6, True, "pronoun", ["that"], "I fixed the missing remaining-time sensor for Hoover washers and dryers in the hon integration unintentionally, by fixing something else.", author="u2")
    lend(P2_AHON39, [a1], P2_W_ADORA, SAME, P2_VZUG36)

    w1 = (U, "How to get the best out of this integration", "u1")
    w2 = (U, "I am playing around with this integration (for my dishwasher) and I cannot get the full eco program to get capterured in one cycle.", "u1")
    w3 = (U, "And perhaps I am not understanding all of the options...", "u1")
    w4 = (U, P2_W_MONITOR, "u1")
    w5 = (U, "There are quite some moments that the wattage is 0 W. In the beginning 29 seconds. And in the middle 17, 24 and 38 seconds.", "u1")
    w6 = (U, "What do I need to change to 38 seconds (the longest in-program 0W duration) to not cut the cycle in half?", "u1")
    w7 = (A, "Seems like you need to set the cycle end delay to a higher value than 38", "u2")
    w8 = "This should be handled by cycle_end delay - just set it higher that your longest 0W window."
    rec(P2_WD13, [w1], w2[1], True, "pronoun", ["this integration"], "With ha_washdata on my dishwasher I cannot get the full eco program captured as one cycle.", author="u1")
    # A complete statement of what the opener did (rule 1); same author.
    rec(P2_WD13, [w1, w2, w3], w4[1], False, SAME, [], None, author="u1")
    rec(P2_WD13, [w1, w2, w3, w4], w5[1], True, "ellipsis", ["the wattage"], "In my dishwasher's eco program monitored in Home Assistant, the power is 0 W for 29 seconds at the beginning and for 17, 24 and 38 seconds in the middle.", author="u1")
    rec(P2_WD13, [w1, w2, w3, w4, w5], w6[1], True, "ellipsis", ["the cycle"], "Which ha_washdata option do I set to 38 seconds (the longest 0 W pause in my dishwasher's eco program) so that it does not cut the cycle in half?", author="u1")
    lend(P2_WD13, [w1], P2_W_ADORA, SAME, P2_VZUG36)
    rec(P2_WD13, [w1, w2, w3, w4, w5, w6, w7], w8, True, "pronoun", ["This", "it"], "In ha_washdata, 0 W pauses inside a program are handled by the cycle_end delay: set it higher than your longest 0 W window.", author="u3")

    g1 = (U, "Incorrect timers on Candy dishawsher", "u1")
    g2 = (U, "In my Candy dishwasher (model CF0C7SB0FX) I have problems related to program timers:", "u1")
    g3 = (U, "- the End time is incorrect and offset by about 29 minutes", "u1")
    g4 = (U, "- the Start time keeps refreshing every few minutes", "u1")
    g5 = (U, "- the Remaining time is incorrect and offset by about 29 minutes. Even when the dishwasher is finished it shows remaining time at 29 minutes", "u1")
    g6 = (U, "The Remaining time should be shown correctly, just like in the app", "u1")
    g7 = "In fact: \"start\", \"end\" and \"remaining\" are calculated or manipulated in my extension (this code was coming from other people because I don't have such machine)."
    rec(P2_GHON236, [g1, g2], g3[1], True, "ellipsis", ["the End time"], "The hon integration's End time for my Candy CF0C7SB0FX dishwasher is incorrect, offset by about 29 minutes.", author="u1")
    rec(P2_GHON236, [g1, g2, g3], g4[1], True, "ellipsis", ["the Start time"], "The hon integration's Start time for my Candy CF0C7SB0FX dishwasher keeps refreshing every few minutes.", author="u1")
    rec(P2_GHON236, [g1, g2, g3, g4, g5], g6[1], True, "ellipsis", ["the app"], "The hon integration should show my Candy dishwasher's remaining time correctly, just like the hOn app.", author="u1")
    rec(P2_GHON236, [g1, g2, g3, g4, g5, g6], g7, True, "ellipsis", ["my extension"], "The start, end and remaining times of the gvigroux/hon integration are calculated or manipulated in the integration itself, in code that came from other people because its author has no such machine.", author="u2")
    lend(P2_GHON236, [g1], P2_W_MONITOR, SAME, P2_WD13)
    lend(P2_GHON236, [g1, g2], P2_W_WSG, SAME, P2_MIELE19)

    s1 = (U, "washer time remain defaults to 0:01", "u1")
    s2 = (U, "Using the integration on a brand new LG front load washer, everything works as expected except when there is no load the remain time attribute defaults to 1:00, not sure where this is coming from but it reports this even when the washer is off.", "u1")
    s3 = (U, "@mcnutter1 is it a WM8900HBA ? I am having the exact same issue.", "u2")
    s4 = (U, "Exactly, same model.", "u1")
    s5 = (U, "I made some workarounds in the Lovlace UI to make it look nicer by using a condition for that field to show.", "u1")
    s6 = (U, "Also, for some reason the Power On attribute is always on, even when the Washer is Off.", "u1")
    s7 = "Please provide integration diagnostic file when device is in this specific state / condition"
    rec(P2_STQ572, [s1], s2[1], True, "pronoun", ["the integration"], "Using ha-smartthinq-sensors on a brand new LG front load washer, everything works except that with no load the remain time attribute defaults to 1:00, even when the washer is off.", author="u1")
    rec(P2_STQ572, [s1, s2], s3[1], True, "pronoun", ["it", "the exact same issue"], "Is your LG washer a WM8900HBA? Mine shows the same ha-smartthinq-sensors remain time defaulting to 1:00 with no load.", author="u2")
    lend(P2_STQ572, [s1], P2_W_TIMERBAR, SAME, P2_WD113)
    rec(P2_STQ572, [s1, s2, s3, s4], s5[1], True, "pronoun", ["that field", "it"], "I worked around the LG washer's remain time defaulting to 1:00 in the Lovelace UI with a condition for showing the remain time field.", author="u1")
    lend(P2_STQ572, [s1, s2, s3], P2_W_ADORA, SAME, P2_VZUG36)
    rec(P2_STQ572, [s1, s2, s3, s4, s5, s6], s7, True, "pronoun", ["this specific state"], "Please provide the ha-smartthinq-sensors diagnostic file while the LG washer shows remain time 1:00 and Power On with no load.", author="u3")

    m1 = (U, "Consumables status", "u1")
    m2 = (U, P2_W_WSG, "u1")
    m3 = (U, "Would be perhaps be possible to include the status of these?", "u1")
    m4 = "Same as : https://github.com/HomeAssistant-Mods/home-assistant-miele/issues/17 Unfortunately miele does not expose this data by their API currently"
    rec(P2_MIELE19, [m1], m2[1], False, SAME, [], None, author="u1")
    rec(P2_MIELE19, [m1, m2], m3[1], True, "pronoun", ["these"], "Would it be possible for home-assistant-miele to include the status of the two detergent containers of my Miele WSG 633 washing machine?", author="u1")
    rec(P2_MIELE19, [m1, m2, m3], m4, True, "pronoun", ["this data"], "Detergent container status is the same request as home-assistant-miele issue 17: Miele currently does not expose that data in its API.", author="u2")
    lend(P2_MIELE19, [m1], P2_W_TIMERBAR, SAME, P2_WD113)

    e1 = (U, "Washing machines status is missing", "u1")
    e2 = (U, "I am a little confused.... There used to be a status for the Miele appliances a few updates ago.", "u1")
    e3 = (U, "Now it seems that this suddenly no longer exists and the automation for the washing machine when it is ready unusable.", "u1")
    e4 = (U, "Is there any way to implement this again?", "u1")
    e5 = (U, "I am also experiencing this issue.", "u2")
    e6 = (U, "The status variable only has \"Unavailable\" and \"Unknown\" as selectable states in automations and no others like \"Programmed\".", "u2")
    e7 = "I don't even have the status anymore. Entity miele.washingmachine.status is no longer there."
    rec(P2_MIELE159, [e1], e2[1], True, "ellipsis", ["a few updates ago"], "A few home-assistant-miele updates ago there used to be a status for the Miele appliances.", author="u1")
    rec(P2_MIELE159, [e1, e2, e3], e4[1], True, "pronoun", ["this"], "Is there any way to implement the Miele appliance status in home-assistant-miele again?", author="u1")
    rec(P2_MIELE159, [e1, e2, e3, e4], e5[1], True, "pronoun", ["this issue"], "I also have the Miele washing machine status missing in home-assistant-miele.", author="u2")
    rec(P2_MIELE159, [e1, e2, e3, e4, e5], e6[1], True, "ellipsis", ["The status variable"], "The home-assistant-miele status variable only offers Unavailable and Unknown as states in automations, not others like Programmed.", author="u2")
    rec(P2_MIELE159, [e1, e2, e3, e4, e5, e6], e7, True, "ellipsis", ["the status"], "I don't even have the home-assistant-miele washing machine status anymore: the entity miele.washingmachine.status is gone.", author="u1")
    lend(P2_MIELE159, [e1], P2_W_ADORA, SAME, P2_VZUG36)

    # ha_washdata #113 lends one sentence here and gives this history.
    t1 = (U, "[FR] Expose total program duration for full timer-bar-card support", "u1")
    t2 = (U, "First off, I want to say a huge thank you for this integration! It’s fantastic and works reliably for me.", "u1")
    t3 = (U, "The \"problem\" is purely visual/cosmetic when trying to display the washing machine's status on a dashboard.", "u1")
    t4 = (U, P2_W_TIMERBAR, "u1")
    t5 = "While the integration provides the time_remaining, it does not seem to expose the total duration of the currently running program."
    rec(P2_WD113, [t1, t2], t3[1], True, "ellipsis", ["The \"problem\""], "My ha_washdata feature request is purely cosmetic: it concerns displaying the washing machine's status on a dashboard.", author="u1")
    # Names the card and what it is used for: complete in itself (rule 1); same author.
    rec(P2_WD113, [t1, t2, t3], t4[1], False, SAME, [], None, author="u1")
    rec(P2_WD113, [t1, t2, t3, t4], t5, True, "pronoun", ["the integration"], "ha_washdata provides time_remaining but does not seem to expose the total duration of the currently running washing program.", author="u1")
    lend(P2_WD113, [t1], P2_W_WSG, SAME, P2_MIELE19)


def P2_garage(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- garage door openers: Chamberlain/LiftMaster MyQ in HomeKit, close commands, obstruction sensors ----
    k1 = (U, "Garage Door Opens but does not close", "u1")
    k2 = (U, "As per the title, I can use the webpage to open/stop but not close the garage door, any help would be appreciated.", "u1")
    k3 = (A, "What firmware are you running, and do you have obstruction sensors attached? Does the `Toggle` command work to close the door rather than the discrete `Close` command?", "u2")
    k4 = (U, "Thanks for the reply, seems like it is a known issue with certain GDO's that don't have obstruction sensors attached as they are optional.", "u1")
    k5 = (U, "Yes toggle command works.", "u1")
    k6 = (A, "It seemed that at least one person was able to make it work, but for most, it's either add obstruction sensors, or you could use a workaround like the MQTT code where you toggle the door conditionally on whether it is open when you need to specifically close it.", "u2")
    k7 = "Of course, that requires that the RATGDO or RAT-RATGDO always have accurate statuses, so it is a little sketchy sometimes."
    rec(P2_RRG100, [k1], k2[1], True, "pronoun", ["the title", "the webpage"], "On the rat-ratgdo web page I can open and stop my garage door but not close it; any help would be appreciated.", author="u1")
    rec(P2_RRG100, [k1, k2], k3[1], True, "ellipsis", ["the door"], "For a rat-ratgdo that opens but won't close the garage door: what firmware is it running, are obstruction sensors attached, and does the `Toggle` command close the door where the discrete `Close` command doesn't?", author="u2")
    rec(P2_RRG100, [k1, k2, k3], k4[1], True, "pronoun", ["it"], "rat-ratgdo not closing the garage door seems to be a known issue with garage door openers that have no obstruction sensors attached, since those are optional.", author="u1")
    lend(P2_RRG100, [k1, k2, k3], P2_D_CIGBU, SAME, P2_LM2_14)
    rec(P2_RRG100, [k1, k2, k3, k4, k5, k6], k7, True, "pronoun", ["that", "it"], "Toggling the garage door conditionally on whether it is open requires the RATGDO or RAT-RATGDO to always report accurate statuses, so that workaround is a little sketchy sometimes.", author="u2")
    lend(P2_RRG100, [k1], P2_D_B970, SAME, P2_LM2_45)

    y1 = (U, "FYI: Chamberlain/MyQ is Still Broken", "u1")
    y2 = (U, "I have a Chamberlain (with separate MyQ hub) and this unfortunately didn't fix my issue.", "u1")
    y3 = (U, "Open/Close report states are still useless (door can be open and it thinks it's closed, Siri 'open the garage' opens the door, but 'close the garage' does nothing).", "u1")
    y4 = (A, "Shorten your `longPoll` and `shortPoll` settings. Add `newAccessory.context.log(thisDoorState);` to\nhttps://github.com/luisiam/homebridge-liftmaster2/blob/master/index.js#L368", "u2")
    y5 = "I put this in the exact place as instructed; however Homebridge just crashes now:"
    rec(P2_LM2_7, [y1], y2[1], True, "pronoun", ["this", "my issue"], "I have a Chamberlain opener with a separate MyQ hub, and the latest homebridge-liftmaster2 fix didn't fix its broken open/close states.", author="u1")
    lend(P2_LM2_7, [y1], P2_D_WINKAPI, SELF, P2_WINK109)
    rec(P2_LM2_7, [y1, y2, y3, y4], y5, True, "pronoun", ["this"], "I added `newAccessory.context.log(thisDoorState);` at line 368 of homebridge-liftmaster2's index.js as instructed, and now Homebridge crashes.", author="u1")

    l1 = (U, "Open works, close causes MyQ to repeatedly beep and won’t close", "u1")
    l2 = (U, P2_D_SETUP, "u1")
    l3 = (U, "Open works successfully but when I try to close via Home app on iOS, it thinks it’s starting to close but the MyQ device just starts to beep repeatedly and flash the light.", "u1")
    l4 = (U, P2_D_B970, "u1")
    # The opener's setup names the plugin and Homebridge: complete in itself (rule 1); same author.
    rec(P2_LM2_45, [l1], l2[1], False, SAME, [], None, author="u1")
    rec(P2_LM2_45, [l1, l2], l3[1], True, "ellipsis", ["Open"], "With homebridge-liftmaster2, opening my garage door works, but closing it from the iOS Home app makes the MyQ device beep repeatedly and flash its light while the door does not close.", author="u1")
    rec(P2_LM2_45, [l1, l2, l3], l4[1], False, SAME, [], None, author="u1")

    g1 = (U, "garage doesn't always close on first request", "u1")
    g2 = (U, "I am currently having an issue with the garage not closing on the first attempt.", "u1")
    g3 = (U, "Siri would indicate that the action was completed but nothing happens.", "u1")
    g4 = (A, "Which MyQ device are you using?", "u2")
    g5 = (U, P2_D_CIGBU, "u1")
    rec(P2_LM2_14, [g1, g2], g3[1], True, "pronoun", ["the action"], "When I ask Siri to close the garage door through homebridge-liftmaster2, Siri says it's done but nothing happens.", author="u1")
    rec(P2_LM2_14, [g1, g2, g3], g4[1], True, "ellipsis", [], "Which MyQ device are you using with homebridge-liftmaster2, where the garage door doesn't close on the first request?", author="u2")
    # The answer names its device in full: complete in itself (rule 1); same author.
    rec(P2_LM2_14, [g1, g2, g3, g4], g5[1], False, SAME, [], None, author="u1")
    lend(P2_LM2_14, [g1], P2_D_WINKAPI, SELF, P2_WINK109)

    w1 = (U, "myq chamberlain garage opener not working with homekit", "u1")
    w2 = (U, "I've also tried installing the liftmaster/liftmaster2 and chamerlain plugins with no luck.", "u1")
    w3 = (U, "keep getting errors about duplicate devices, though I only have one.", "u1")
    w4 = (U, "is there a newer version of wink3?  how do i check my version and upgrade?", "u1")
    w5 = (A, P2_D_WINKAPI, "u2")
    w6 = "The only way to get it working with HomeKit - is to purchase the Chamberlain MyQ Home Bridge."
    rec(P2_WINK109, [w1], w2[1], True, "ellipsis", ["also"], "To get my MyQ Chamberlain garage opener working with HomeKit I've also tried the homebridge liftmaster/liftmaster2 and chamberlain plugins, with no luck.", author="u1")
    rec(P2_WINK109, [w1, w2], w3[1], True, "ellipsis", [], "The homebridge liftmaster and chamberlain plugins keep giving me errors about duplicate devices for my MyQ Chamberlain garage opener, though I only have one.", author="u1")
    # Names wink3 and asks a complete question about it (rule 1); same author.
    rec(P2_WINK109, [w1, w2, w3], w4[1], False, SAME, [], None, author="u1")
    # "it" is the control of the same sentence (rule 2).
    rec(P2_WINK109, [w1, w2, w3, w4], w5[1], False, SELF, [], None, author="u2")
    rec(P2_WINK109, [w1, w2, w3, w4, w5], w6, True, "pronoun", ["it"], "The only way to get a Chamberlain MyQ garage opener working with HomeKit is to buy the Chamberlain MyQ Home Bridge.", author="u2")
    lend(P2_WINK109, [w1], P2_D_CIGBU, SAME, P2_LM2_14)

    n1 = (A, "Add support for Chamberlain openers with embedded MyQ", "u1")
    n2 = (A, "Added an additional match in the device iteration loop to support Chamberlain openers with built in MyQ.", "u1")
    n3 = (U, "I was wondering if you got this exact index.js to work? I am currently recieving the error Error 'null' logging in: {\"ReturnCode\":\"217\",\"ErrorMessage\":\"Error processing request (217)\",\"CorrelationId\":\"47d7358b-36a2-419d-aa49-8842ae894ed6\"}. Any help would be appreciated.", "u2")
    n4 = (A, "In my case it couldn't find my opener because the MyQDeviceTypeName didn't match what the plugin was looking for.  I didn't get an error.", "u1")
    n5 = (A, "I suspect the 217 error is passed back from the myQ, does the myQ mobile app work?", "u1")
    n6 = (U, "Yes, the MyQ can successfully operate my garage doors.", "u2")
    n7 = "Home Bridge doesn't even pickup my garage door the only message it says is \"Garage door Initializing\" ."
    rec(P2_NFL1, [n1, n2], n3[1], True, "pronoun", ["this exact index.js"], "Did you get the homebridge-liftmaster index.js with the embedded-MyQ Chamberlain match to work? I get Error 'null' logging in with ReturnCode 217 (Error processing request).", author="u2")
    rec(P2_NFL1, [n1, n2, n3], n4[1], True, "ellipsis", ["the plugin"], "Before the change, homebridge-liftmaster couldn't find my Chamberlain opener with built-in MyQ because its MyQDeviceTypeName didn't match what the plugin looked for; I got no error.", author="u1")
    rec(P2_NFL1, [n1, n2, n3, n4], n5[1], True, "identifier", ["the 217 error"], "I suspect the MyQ login error 217 (Error processing request) seen with homebridge-liftmaster comes from the MyQ service; does the MyQ mobile app work?", author="u1")
    lend(P2_NFL1, [n1, n2, n3], P2_D_WINKAPI, SELF, P2_WINK109)
    rec(P2_NFL1, [n1, n2, n3, n4, n5, n6], n7, True, "ellipsis", [], "With the homebridge-liftmaster plugin, Homebridge doesn't even pick up my Chamberlain MyQ garage door; its only message is \"Garage door Initializing\".", author="u2")
    lend(P2_NFL1, [n1], P2_D_SETUP, SAME, P2_LM2_45)

    m1 = (U, "Can't close garage door", "u1")
    m2 = (U, "I've had this plugin enabled and working for years, so thank you!", "u1")
    m3 = (U, "But the other day I noticed that closing the garage stopped working.", "u1")
    m4 = (U, "I'm able to open it just fine using the Home app or Siri, but I can't close it - have to open the MyQ app.", "u1")
    m5 = (U, "Looked at the console and don't see any errors in the log, just the notification that it closed after doing so from the MyQ app.", "u1")
    m6 = (U, "Running iOS 16.4, upgraded Home architecture (didn't work before upgrade either).", "u1")
    m7 = "Any ideas?"
    rec(P2_HMYQ1043, [m1, m2], m3[1], True, "ellipsis", [], "Closing my garage door through homebridge-myq stopped working the other day.", author="u1")
    rec(P2_HMYQ1043, [m1, m2, m3, m4, m5], m6[1], True, "ellipsis", [], "My homebridge-myq setup, which can't close the garage door, runs iOS 16.4 with the upgraded Home architecture (it didn't work before the upgrade either).", author="u1")
    rec(P2_HMYQ1043, [m1, m2, m3, m4, m5, m6], m7, True, "ellipsis", [], "Any ideas why homebridge-myq can open my garage door from the Home app or Siri but not close it?", author="u1")
    lend(P2_HMYQ1043, [m1], P2_D_B970, SAME, P2_LM2_45)
    lend(P2_HMYQ1043, [m1, m2], P2_D_WINKAPI, SELF, P2_WINK109)
    lend(P2_HMYQ1043, [m1, m2, m3], P2_D_CIGBU, SAME, P2_LM2_14)


def P2_tvs(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- smart TVs from home automation: LG webOS power-on over Wake-on-LAN, Samsung Tizen pairing prompts and tokens ----
    g1 = (U, "TV dosent wake from standby", "u1")
    g2 = (U, "One thing ive noticed is that the TV dosen't work from Standby, otherwise most other features work well", "u1")
    g3 = (A, "Power ON is realised over Wake_ON_LAN, important is that U write correct Mac adress in config.", "u2")
    g4 = (A, "You need to allow \"LG Connect Apps\" on your TV - http://www.lg.com/uk/support/product-help/CT00008334-1437131798537-others", "u2")
    g5 = (A, "This will only working if You TV support Wake_ON_LAN.", "u2")
    g6 = (U, "This wasnt this fix, i had to enable Mobile -TV on", "u1")
    g7 = "What a model TV U have? it’s Wake On LAN?"
    rec(P2_LGW6, [g1], g2[1], True, "ellipsis", ["the TV"], "With homebridge-lgwebos-tv my LG TV doesn't turn on from standby; most other features work well.", author="u1")
    lend(P2_LGW6, [g1, g2], P2_T_KS8000, SAME, P2_HST74)
    # Names the TV setting and links LG's page: an instruction complete in itself (rule 1). Hard call.
    rec(P2_LGW6, [g1, g2, g3], g4[1], False, SAME, [], None, author="u2")
    rec(P2_LGW6, [g1, g2, g3, g4, g5], g6[1], True, "pronoun", ["this fix"], "Allowing LG Connect Apps wasn't what fixed homebridge-lgwebos-tv turning my LG TV on from standby; I had to enable Mobile TV On.", author="u1")
    rec(P2_LGW6, [g1, g2, g3, g4, g5, g6], g7, True, "ellipsis", ["it"], "Which LG TV model do you have for homebridge-lgwebos-tv, and does it support Wake-on-LAN?", author="u2")
    lend(P2_LGW6, [g1], P2_T_TOKENFILE, SAME, P2_JST28)

    p1 = (U, "Wake On LAN easy add on", "u1")
    p2 = (U, "Thanks for this lib, it just saved me. I wanted to mention that adding a turn on functionality could be super handy.", "u1")
    p3 = (U, "klattimer has example code in his project.", "u1")
    p4 = (U, "you can add wakonlan and then just -> send_magic_packet('tv:mac:address:here')", "u1")
    p5 = (U, "I think the tv also needs to be already paired and have its wake on lan setting turned on.", "u1")
    p6 = "Sometimes they hide this menu."
    rec(P2_PWO13, [p1], p2[1], True, "pronoun", ["this lib"], "Adding a turn-on (Wake-on-LAN) function to PyWebOSTV could be super handy.", author="u1")
    rec(P2_PWO13, [p1, p2, p3, p4], p5[1], True, "ellipsis", ["the tv", "also"], "For Wake-on-LAN from PyWebOSTV, I think the LG webOS TV also needs to be paired already and have its Wake-on-LAN setting turned on.", author="u1")
    rec(P2_PWO13, [p1, p2, p3, p4, p5], p6, True, "pronoun", ["they", "this menu"], "LG sometimes hides the webOS TV's Wake-on-LAN settings menu.", author="u1")
    lend(P2_PWO13, [p1], P2_T_KS8000, SAME, P2_HST74)
    lend(P2_PWO13, [p1, p2], P2_T_ACCESS, SAME, P2_HST25)

    w1 = (U, "Wake Up On LIne", "u1")
    w2 = (U, "I installed the plugin.", "u1")
    w3 = (U, "I can turn off my LG TV. But I can't turn on it.", "u1")
    w4 = (U, P2_T_FW, "u1")
    w5 = (A, "Do you have mobile TV on enabled on your tv?", "u2")
    w6 = (U, P2_T_NOMENU, "u1")
    w7 = (U, P2_T_CONNECTAPPS, "u1")
    w8 = "Yes, that options needs to be enabled too."
    # A first-person environment sentence that names its own subject (rule 1); same author.
    rec(P2_MWT109, [w1, w2, w3], w4[1], False, SAME, [], None, author="u1")
    rec(P2_MWT109, [w1, w2, w3, w4], w5[1], True, "ellipsis", [], "For homebridge-webos-tv not turning the LG TV on: do you have Mobile TV On enabled on the TV?", author="u2")
    rec(P2_MWT109, [w1, w2, w3, w4, w5], w6[1], False, SAME, [], None, author="u1")
    # "it" is LG Connect Apps of the same sentence (rule 2).
    rec(P2_MWT109, [w1, w2, w3, w4, w5, w6], w7[1], False, SELF, [], None, author="u1")
    rec(P2_MWT109, [w1, w2, w3, w4, w5, w6, w7], w8, True, "pronoun", ["that options", "too"], "LG Connect Apps needs to be enabled on the LG TV too for homebridge-webos-tv to turn it on.", author="u2")

    j1 = (U, "keeps asking authorization with popup", "u1")
    j2 = (U, "tv model: UE43RU7170U", "u1")
    j3 = (U, "with latest update keeps asking authorization with popup on TV on every send_key and nothing happens, before this update was working.", "u1")
    j4 = (U, P2_T_TOKENFILE, "u1")
    j5 = (U, "i tryed to delete but is recreated empty when popup appear on tv", "u1")
    j6 = (U, "api_key and device_id are correctly set.", "u1")
    j7 = (A, "many pop-ups are common, i've had that with previous versions too. how do u try changing from HDMI to TV?", "u2")
    rec(P2_JST28, [j1], j2[1], True, "ellipsis", [], "My Samsung TV that keeps asking for authorization with ha-samsungtv-tizen is a UE43RU7170U.", author="u1")
    # Names the integration's folder and its token file: complete in itself (rule 1); same author.
    rec(P2_JST28, [j1, j2, j3], j4[1], False, SAME, [], None, author="u1")
    rec(P2_JST28, [j1, j2, j3, j4, j5], j6[1], True, "ellipsis", [], "In my ha-samsungtv-tizen configuration, api_key and device_id are correctly set.", author="u1")
    rec(P2_JST28, [j1, j2, j3, j4, j5, j6], j7[1], True, "ellipsis", ["that"], "Many authorization pop-ups on a Samsung TV are common with ha-samsungtv-tizen, also in previous versions; how do you try changing the source from HDMI to TV?", author="u2")
    lend(P2_JST28, [j1], P2_T_FW, SAME, P2_MWT109)
    lend(P2_JST28, [j1, j2], P2_T_CONNECTAPPS, SELF, P2_MWT109)

    t1 = (U, "The TV always has to be licensed even if I close the notification.", "u1")
    t2 = (U, P2_T_ACCESS, "u1")
    t3 = (U, "2.On TV go to Settings - General - External Device Manager - Device Connection Manager - Device List and make sure you didn't select Deny.", "u1")
    t4 = (U, "I have checked the above two settings, but when I execute it, I will skip the permission notification from time to time.", "u1")
    t5 = "Make sure that after you click \"Allow\" on the notification, you get the token that was printed on Homebridge console and insert it intro the config file. Then restart Homebridge server."
    rec(P2_HST25, [t1], t2[1], False, SAME, [], None, author="u1")
    rec(P2_HST25, [t1, t2, t3, t4], t5, True, "ellipsis", ["the notification", "the config file"], "After you click Allow on the Samsung TV's pairing notification, take the token homebridge-samsung-tizen prints on the Homebridge console, put it in the plugin's config, and restart Homebridge.", author="u2")

    e1 = (U, "Same \"Trying to pair the TV\" error", "u1")
    e2 = (U, "Terminal is saying:\n\n[2018-12-20 19:05:23] [TV] Trying to pair the TV\n[2018-12-20 19:05:25] [TV] Pair failed. Make sure you click Allow on the TV!", "u1")
    e3 = (U, "I have copy and paste the code include token: \"\"", "u1")
    e4 = (U, "It seems the code will work, if I turn on my TV it is working, but keeps getting this error..", "u1")
    e5 = "Turning ON will always work since it doesn't use the API."
    rec(P2_HST39, [e1, e2], e3[1], True, "ellipsis", ["the code"], "I copied and pasted the homebridge-samsung-tizen config, including token: \"\".", author="u1")
    rec(P2_HST39, [e1, e2, e3, e4], e5, True, "ellipsis", ["Turning ON"], "Turning the Samsung TV on with homebridge-samsung-tizen always works because it doesn't use the TV's API, even when pairing fails.", author="u2")

    k1 = (U, "Pair failed. Make sure you click Allow on the TV!", "u1")
    k2 = (U, P2_T_KS8000, "u1")
    k3 = (U, "I get the prompt on the TV to allow the connection, however a token is not passed back to Homebridge.", "u1")
    k4 = (U, "I have the same problem, please if you solve it, comment, thank you!", "u2")
    k5 = (A, "There is nothing to solve! Right now the plugin is not compatible with PIN method.", "u3")
    # Names the TV and quotes the whole Homebridge error; the issue it points at is outside this thread (rule 1).
    rec(P2_HST74, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_HST74, [k1, k2], k3[1], True, "ellipsis", [], "My Samsung KS8000 TV shows the prompt to allow the connection, but no token is passed back to Homebridge by homebridge-samsung-tizen.", author="u1")
    rec(P2_HST74, [k1, k2, k3], k4[1], True, "pronoun", ["the same problem", "it"], "I have the same homebridge-samsung-tizen problem, where pairing fails and no token comes back; please comment if you solve it.", author="u2")
    rec(P2_HST74, [k1, k2, k3, k4], k5[1], True, "pronoun", ["the plugin"], "homebridge-samsung-tizen is currently not compatible with Samsung TVs that pair with the PIN method.", author="u3")

    x1 = (U, "Permanent pairing issue", "u1")
    x2 = (U, "Hello, I might be doing something wrong or maybe it is not even possible but I am trying to achieve the connection where after the TV is completely shut down and powered on again when the application is trying to connect to it, no popup is shown where I would need to click \"Allow\".", "u1")
    x3 = (U, "Is it somehow possible to not be prompted to ALLOW applications that I have already allowed before?", "u1")
    x4 = "Most likely a setting on the TV... There are settings such as \"ask once only/ask every time\" or similar (depends on the model)"
    rec(P2_STW127, [x1], x2[1], True, "ellipsis", ["the application"], "With samsung-tv-ws-api, I want my application to reconnect to the Samsung TV after it is shut down and powered on again without the TV showing the Allow popup.", author="u1")
    rec(P2_STW127, [x1, x2], x3[1], True, "ellipsis", [], "Is it possible for a Samsung TV not to prompt me to Allow samsung-tv-ws-api applications I have already allowed?", author="u1")
    rec(P2_STW127, [x1, x2, x3], x4, True, "ellipsis", ["a setting"], "A Samsung TV prompting again to allow an already allowed samsung-tv-ws-api application is most likely a TV setting such as \"ask once only/ask every time\" (depends on the model).", author="u2")
    lend(P2_STW127, [x1], P2_T_NOMENU, SAME, P2_MWT109)
    lend(P2_STW127, [x1, x2], P2_T_FW, SAME, P2_MWT109)
    lend(P2_STW127, [x1, x2, x3], P2_T_CONNECTAPPS, SELF, P2_MWT109)
    lend(P2_HST39, [e1], P2_T_NOMENU, SAME, P2_MWT109)
    lend(P2_HST39, [e1, e2, e3], P2_T_FW, SAME, P2_MWT109)
    lend(P2_MWT109, [w1], P2_T_TOKENFILE, SAME, P2_JST28)
    lend(P2_PWO13, [p1, p2, p3], P2_T_TOKENFILE, SAME, P2_JST28)


def P2_doorbells(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- video doorbells in home automation: button-press events and ringing sensors for Eufy, Reolink, EZVIZ and Ring ----
    f1 = (U, "Feature Request: Eufy doorbell button service", "u1")
    f2 = (U, "It would be nice to have (I'm not sure if it's possible) a service to trigger a doorbell press event on the device itself.", "u1")
    f3 = (U, "Currently I can change the state of the 'doorbell_ringing_sensor' to True, and trigger the doorbell event automations,\nbut I would like to also receive a notification in the eufy app and to get the homebase ring.", "u1")
    f4 = (U, "I'm not sure it's possible.. And if not, maybe at least adding a service for the homebase ring is possible?", "u1")
    f5 = (A, "First is definitely not possible :-)\nSecond, do you have a feature in homebase ring? i didn't know that, as i own 2c cameras, no doorbell", "u2")
    f6 = (U, "yes, the homebase can act like a Chime", "u1")
    f7 = (U, P2_B_ECHO, "u1")
    f8 = P2_B_HOMEBASE
    rec(P2_EUFY119, [f1], f2[1], True, "ellipsis", ["the device itself"], "Could the eufy_security Home Assistant integration get a service that triggers a doorbell press event on the Eufy doorbell itself?", author="u1")
    rec(P2_EUFY119, [f1, f2, f3, f4], f5[1], True, "position", ["First", "Second"], "Triggering a doorbell press on the Eufy doorbell from eufy_security is definitely not possible; and does the Eufy HomeBase have a ring feature? (I own 2C cameras, no doorbell.)", author="u2")
    # A complete claim about what a doorbell press can trigger (rule 1); same author.
    rec(P2_EUFY119, [f1, f2, f3, f4, f5, f6], f7[1], False, SAME, [], None, author="u1")
    # Names the HomeBase and what it lacks: complete in itself (rule 1), by the other speaker.
    rec(P2_EUFY119, [f1, f2, f3, f4, f5, f6, f7], f8, False, SAME, [], None, author="u2")
    lend(P2_EUFY119, [f1], P2_B_NVR, SAME, P2_RCC49)

    s1 = (U, "Add \"doorbell\" sensor when someone pushes doorbell button", "u1")
    s2 = (U, "I'd like a sensor to tell me when someone pushes the doorbell.", "u1")
    s3 = (U, P2_B_FAR, "u1")
    s4 = (U, "Unless it's the \"Ringing\" sensor...?", "u1")
    s5 = "Yes it was the \"ringing\" sensor. Thank you."
    rec(P2_EUFY758, [s1], s2[1], True, "ellipsis", ["the doorbell"], "I'd like the eufy_security integration to have a sensor telling me when someone pushes my Eufy doorbell.", author="u1")
    rec(P2_EUFY758, [s1, s2], s3[1], False, SAME, [], None, author="u1")
    rec(P2_EUFY758, [s1, s2, s3], s4[1], True, "pronoun", ["it"], "Is the eufy_security integration's \"Ringing\" sensor the doorbell-pressed sensor I'm asking for?", author="u1")
    rec(P2_EUFY758, [s1, s2, s3, s4], s5, True, "pronoun", ["it"], "The eufy_security \"Ringing\" sensor was the sensor that tells when someone pushes the Eufy doorbell.", author="u1")
    lend(P2_EUFY758, [s1], P2_B_EZVIZALEXA, SAME, P2_EZV74)

    # The excerpt starts at a comment: its first speaker is taken as the opener (u1), which is not certain.
    h1 = (U, "T8213 doorbell press is not exposed in Home Assistant", "u1")
    h2 = (U, "Additional information:\n\nI checked all event entities in Home Assistant and noticed an important difference.", "u1")
    h3 = (U, "Another Eufy doorbell in the same Home Assistant installation exposes:\n\nevent.kellerglocke_doorbell", "u1")
    h4 = (U, "However, my T8213 does NOT expose a corresponding Doorbell event entity.", "u1")
    h5 = (U, "I can confirm the same issue with the Eufy T8213.", "u2")
    h6 = (U, "In the previous Eufy Home Assistant integration, the doorbell press was exposed as a dedicated entity, for example:\n\n`binary_sensor.[DEVICE_NAME]_ringing`", "u2")
    h7 = "That entity could be used directly as an automation trigger whenever somebody pressed the physical doorbell button."
    rec(P2_HES38, [h1, h2, h3], h4[1], True, "ellipsis", ["a corresponding Doorbell event entity"], "With ha-eufy-sdk, my Eufy T8213 does not expose a Doorbell event entity like event.kellerglocke_doorbell, which my other Eufy doorbell exposes.", author="u1")
    rec(P2_HES38, [h1, h2, h3, h4], h5[1], True, "pronoun", ["the same issue"], "I can confirm that the ha-eufy-sdk integration exposes no doorbell press event for the Eufy T8213.", author="u2")
    rec(P2_HES38, [h1, h2, h3, h4, h5, h6], h7, True, "pronoun", ["That entity"], "The previous Eufy Home Assistant integration's `binary_sensor.[DEVICE_NAME]_ringing` entity could be used directly as an automation trigger whenever somebody pressed the physical doorbell button.", author="u2")
    lend(P2_HES38, [h1], P2_B_NVR, SAME, P2_RCC49)
    lend(P2_HES38, [h1, h2], P2_B_MECH, SAME, P2_EZV74)
    lend(P2_HES38, [h1, h2, h3], P2_B_HOMEBASE, SAME, P2_EUFY119)

    # The excerpt starts at the maintainer's comment: its speaker is taken as the opener (u1), which is not certain.
    r1 = (A, "This is the ONVIF notification's \"visitor\" section:", "u1")
    r2 = (U, "How is your Doorbell connected? Is the doorbell connected directly to the Reolink NVR? I have the doorbell connected directly to the NVR and I do not get any changes in Detection's or Visitor when button is pressed.", "u2")
    r3 = (U, P2_B_NVR, "u2")
    r4 = (U, "The Vistor and Person is enabled for the Doorbell under Push Notification", "u2")
    r5 = (A, "The **full** debug log would be helpful. The config-lines to enable are in issue-template...", "u1")
    r6 = "I to have a RLN8-410 NVR with firmware v3.2.0.212_22111814 and a \"Reolink Video Doorbell PoE\" with the firmware posted in this issue: v3.0.0.1459_22102808."
    rec(P2_RCC49, [r1], r2[1], True, "ellipsis", ["your Doorbell"], "How is your Reolink doorbell connected for reolink_cctv: directly to the Reolink NVR? Mine is, and reolink_cctv shows no change in detections or Visitor when the button is pressed.", author="u2")
    # A first-person environment sentence naming its own subject (rule 1); same author.
    rec(P2_RCC49, [r1, r2], r3[1], False, SAME, [], None, author="u2")
    rec(P2_RCC49, [r1, r2, r3], r4[1], True, "ellipsis", ["the Doorbell"], "On my Reolink NVR, Visitor and Person are enabled for the Reolink doorbell under Push Notification, and reolink_cctv still sees no button press.", author="u2")
    rec(P2_RCC49, [r1, r2, r3, r4], r5[1], True, "ellipsis", [], "For reolink_cctv not detecting doorbell presses, the full debug log would help; the config lines to enable it are in the issue template.", author="u1")
    # Names the NVR, the doorbell and both firmware versions; "this issue" only says where the number was seen. Hard call (rule 1).
    rec(P2_RCC49, [r1, r2, r3, r4, r5], r6, False, SAME, [], None, author="u3")
    lend(P2_RCC49, [r1], P2_B_ECHO, SAME, P2_EUFY119)

    o1 = (U, "bell button", "u1")
    o2 = (U, "Can you implement event for when the ring button is pressed?", "u1")
    o3 = (U, "I second this.  If you can get the button push then this is a gamechanger.", "u2")
    o4 = (U, "Yes for bell button", "u3")
    o5 = "Hi all! Which devices are you using? In the case of EzViz DB1 and other analogues, they do not publish the bell button event unfortunately."
    rec(P2_O2M11, [o1], o2[1], True, "ellipsis", ["the ring button"], "Can onvif2mqtt implement an event for when a doorbell's ring button is pressed?", author="u1")
    rec(P2_O2M11, [o1, o2], o3[1], True, "pronoun", ["this", "the button push"], "I second the request for an onvif2mqtt doorbell button-press event; getting the button push would be a gamechanger.", author="u2")
    rec(P2_O2M11, [o1, o2, o3, o4], o5, True, "ellipsis", ["Which devices"], "Which doorbells are you using with onvif2mqtt? EZVIZ DB1 and similar doorbells don't publish the bell button event over ONVIF.", author="u4")
    lend(P2_O2M11, [o1], P2_B_HOMEBASE, SAME, P2_EUFY119)
    lend(P2_O2M11, [o1, o2], P2_B_FAR, SAME, P2_EUFY758)
    lend(P2_O2M11, [o1, o2, o3], P2_B_ECHO, SAME, P2_EUFY119)

    e1 = (U, "[enhancement]: Add support for automation based on doorbell button/sound", "u1")
    e2 = (U, "Would like to see a device/action in HomeKit for my Eufy 2K doorbell, based on when a user click on the doorbell an activate the doorbell sound.", "u1")
    e3 = (U, "For me I would use this automation to lock my door, when I press the doorbell button on my 2K doorbell.", "u1")
    e4 = (A, "Which homekit device should the doorbell press be? A switch?", "u2")
    e5 = (U, "Guess it should be a switch, yes.", "u1")
    e6 = (A, "@Rubl80 Pretty sure the homekit doorbell device does not support this. But I will look.", "u2")
    e7 = "This can apparently be achieved in 3rd party apps like eve (free). Probably also Home+ 5."
    rec(P2_HBE303, [e1, e2], e3[1], True, "pronoun", ["this automation"], "I would use a HomeKit automation triggered by my Eufy 2K doorbell's button to lock my door when I press the doorbell.", author="u1")
    rec(P2_HBE303, [e1, e2, e3], e4[1], True, "ellipsis", ["the doorbell press"], "Which HomeKit device should homebridge-eufy-security expose the Eufy doorbell press as: a switch?", author="u2")
    lend(P2_HBE303, [e1, e2, e3], P2_B_NVR, SAME, P2_RCC49)
    rec(P2_HBE303, [e1, e2, e3, e4, e5], e6[1], True, "pronoun", ["this"], "I'm fairly sure the HomeKit doorbell device does not support an automation trigger on button press, but I will look.", author="u2")
    rec(P2_HBE303, [e1, e2, e3, e4, e5, e6], e7, True, "pronoun", ["This"], "A HomeKit automation on a doorbell button press can apparently be made in third-party apps like Eve (free), probably also Home+ 5.", author="u2")
    lend(P2_HBE303, [e1], P2_B_MECH, SAME, P2_EZV74)

    g1 = (U, "should I update and how?", "u1")
    g2 = (U, "Did just notice 3 files changed how do I update them ?", "u1")
    g3 = (U, "Copy paste then npm -g update in directory ? My bell is working fine", "u1")
    g4 = (U, "When you say your Bell works, you mean the ring or the motion sensor or the camera or everything ?", "u2")
    g5 = (U, "I have the motion sensor ok, the button is in Eve, but doesn’t seem to work... can you post some details please ?", "u2")
    g6 = "Are you trying to make a rule ? Use the doorbell button DOUBLE PRESS as the trigger, then set maybe a scene of some light as 98%brighness blue means button is pressed then turns off after 1minute so in the home app you can see the scene activate when button is pressed :)"
    rec(P2_RING40, [g1], g2[1], True, "ellipsis", ["3 files"], "Three files of homebridge-platform-ring-video-doorbell just changed; how do I update them?", author="u1")
    rec(P2_RING40, [g1, g2, g3], g4[1], True, "pronoun", ["your Bell"], "When you say your Ring doorbell works with homebridge-platform-ring-video-doorbell, do you mean the ring, the motion sensor, the camera, or everything?", author="u2")
    rec(P2_RING40, [g1, g2, g3, g4], g5[1], True, "ellipsis", ["the button"], "With homebridge-platform-ring-video-doorbell my Ring motion sensor works and the doorbell button shows in Eve, but the button doesn't seem to work; can you post details?", author="u2")
    rec(P2_RING40, [g1, g2, g3, g4, g5], g6, True, "ellipsis", ["a rule"], "To use the Ring doorbell button from homebridge-platform-ring-video-doorbell in a HomeKit rule, use the button's DOUBLE PRESS as the trigger, e.g. for a scene that sets a light blue at 98% for a minute.", author="u1")
    lend(P2_RING40, [g1], P2_B_ECHO, SAME, P2_EUFY119)
    lend(P2_RING40, [g1, g2], P2_B_EZVIZALEXA, SAME, P2_EZV74)

    z1 = (U, "Suggestion for integrating doorbell portion of DB1", "u1")
    z2 = (U, "I, and it seems many others who love your integration, are still looking for the ability to monitor the doorbell on the DB1.", "u1")
    z3 = (U, P2_B_EZVIZALEXA, "u1")
    z4 = (U, "Is it possible to use this integration to pass the doorbell press back into your integration?", "u1")
    z5 = (U, "I have personally tried google home integration it only makes the video stream feed available, not the doorbell button trigger.", "u2")
    z6 = P2_B_MECH
    rec(P2_EZV74, [z1], z2[1], True, "pronoun", ["your integration"], "Many users of ha-ezviz are still looking for a way to monitor the doorbell button of the EZVIZ DB1.", author="u1")
    rec(P2_EZV74, [z1, z2], z3[1], False, SAME, [], None, author="u1")
    rec(P2_EZV74, [z1, z2, z3], z4[1], True, "pronoun", ["this integration", "your integration"], "Could the EZVIZ Alexa or Google Home integration be used to pass the EZVIZ DB1 doorbell press back into ha-ezviz?", author="u1")
    rec(P2_EZV74, [z1, z2, z3, z4], z5[1], True, "ellipsis", [], "I tried EZVIZ's Google Home integration with the DB1: it only makes the video stream available, not the doorbell button trigger.", author="u2")
    # A complete plan in the first person, naming what it would do (rule 1).
    rec(P2_EZV74, [z1, z2, z3, z4, z5], z6, False, SAME, [], None, author="u1")
    lend(P2_EZV74, [z1], P2_B_NVR, SAME, P2_RCC49)


def P2_sonos(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Sonos speakers from scripts and dashboards: group volume, favorites and playlists, notifications ----
    v1 = (U, "How set group volume", "u1")
    v2 = (U, "How to you set the volume for a group of speakers with `sonos.setVolume()`", "u1")
    v3 = (U, "Are you supposed to loop through all zones returned from `getAllGroups()` and set volume explicitly for each?", "u1")
    v4 = (A, "Yes. Essentially the Sonos app sends a command to each device to update the volume when you change the \"group volume\".", "u2")
    v5 = (A, P2_N_GROUPRC, "u3")
    v6 = (A, "Ah i stand corrected. Thanks @ebaauw!", "u2")
    v7 = "So would that be done like this? \n\n`const { GroupRenderingControl } = require('sonos');`\n\nor\n\n`const group = new sonos.GroupRenderingControl(host, port);`"
    # Names the call it asks about: a complete question (rule 1); same author. Hard call.
    rec(P2_NS373, [v1], v2[1], False, SAME, [], None, author="u1")
    rec(P2_NS373, [v1, v2], v3[1], True, "ellipsis", [], "To set the volume of a group of Sonos speakers with node-sonos, are you supposed to loop through all zones returned from `getAllGroups()` and set the volume of each?", author="u1")
    rec(P2_NS373, [v1, v2, v3], v4[1], True, "ellipsis", ["Yes"], "Yes, to set a Sonos group's volume with node-sonos you set each speaker: the Sonos app essentially sends a command to each device when you change the group volume.", author="u2")
    # Corrects the previous turn but names the app, the command and the service in full (rule 1, rule 3).
    rec(P2_NS373, [v1, v2, v3, v4], v5[1], False, SAME, [], None, author="u3")
    lend(P2_NS373, [v1, v2, v3], P2_N_MSGVOL, SAME, P2_NRS288)
    rec(P2_NS373, [v1, v2, v3, v4, v5, v6], v7, True, "pronoun", ["that", "this"], "Would calling setGroupVolume on the Sonos GroupRenderingControl service from node-sonos be done with `const { GroupRenderingControl } = require('sonos');` or `const group = new sonos.GroupRenderingControl(host, port);`?", author="u1")

    f1 = (U, "Trying to get the a favorite selection to work", "u1")
    f2 = (U, P2_N_MAGIC, "u1")
    f3 = (U, "Getting the Favorites works perfectly fine, but then playing the favorites is a completly different story...", "u1")
    f4 = (U, "When trying to set the object via the sonos.play() function it´s only working for tune in streams, but not for spotify.", "u1")
    f5 = "What am I doing wrong? Does anyone have an idea?"
    rec(P2_NS507, [f1], f2[1], False, SAME, [], None, author="u1")
    rec(P2_NS507, [f1, f2], f3[1], True, "ellipsis", ["the Favorites"], "With node-sonos, getting the Sonos favorites works fine, but playing a favorite does not.", author="u1")
    rec(P2_NS507, [f1, f2, f3], f4[1], True, "pronoun", ["the object"], "Playing a Sonos favorite object with node-sonos's sonos.play() works only for TuneIn streams, not for Spotify.", author="u1")
    rec(P2_NS507, [f1, f2, f3, f4], f5, True, "ellipsis", [], "What am I doing wrong when playing a Spotify Sonos favorite with node-sonos's sonos.play()?", author="u1")

    d1 = (U, "get/setVolume vs groupVolume", "u1")
    d2 = (U, "Would it be possible to have a differentiation between the get/setVolume for a speaker and for a group?", "u1")
    d3 = (U, "When players are grouped, setVolume for example set the same volume for all speakers.", "u1")
    d4 = (U, "This feature is available in this node library for example: https://github.com/jishi/node-sonos-http-api", "u1")
    d5 = (A, "You can set the volume for a group using a [Controller](http://duncan3dc.github.io/sonos/controllers/volume/).\nYou can set the volume for a speaker using a [Speaker](http://duncan3dc.github.io/sonos/usage/speakers/)", "u2")
    d6 = "Yes! Sorry for the noise. Actually I use Sonos plugin for Jeedom (which uses your library) and this does not make the differentiation."
    rec(P2_DSON42, [d1], d2[1], True, "ellipsis", [], "Could duncan3dc/sonos differentiate get/setVolume for a single Sonos speaker from get/setVolume for a group?", author="u1")
    rec(P2_DSON42, [d1, d2, d3], d4[1], True, "pronoun", ["This feature"], "Separate speaker and group volume control is available in node-sonos-http-api, for example: https://github.com/jishi/node-sonos-http-api", author="u1")
    rec(P2_DSON42, [d1, d2, d3, d4], d5[1], True, "ellipsis", [], "In duncan3dc/sonos you set a group's volume with a Controller and a single speaker's volume with a Speaker.", author="u2")
    rec(P2_DSON42, [d1, d2, d3, d4, d5], d6, True, "pronoun", ["your library", "this"], "I use the Sonos plugin for Jeedom, which uses duncan3dc/sonos, and the plugin does not differentiate speaker and group volume.", author="u1")
    lend(P2_DSON42, [d1], P2_N_SPOTIFY, SAME, P2_CSC604)
    lend(P2_DSON42, [d1, d2], P2_N_MAGIC, SAME, P2_NS507)

    j1 = (U, "joiner.play.notification temporarily sets group volume to notification volume", "u1")
    j2 = (U, P2_N_JOINER, "u1")
    j3 = (U, "After the notification has been played the group sets itself to the volume supplied to the notification, and when the joiner rejoins the group, slowly the group resets its volume back to the original value.", "u1")
    j4 = (U, P2_N_MSGVOL, "u1")
    j5 = (U, "If i don't supply a volume in the injecting payload the group volume doesn't change which makes sense because the notification uses its volume state", "u1")
    j6 = "Hi.  Is the joiner different from the  coordinator of the group?"
    rec(P2_NRS288, [j1], j2[1], False, SAME, [], None, author="u1")
    rec(P2_NRS288, [j1, j2], j3[1], True, "pronoun", ["the notification", "the joiner"], "After node-red-contrib-sonos-plus's joiner.play.notification has played, the Sonos group takes the notification's volume, and when the joiner rejoins, the group slowly resets to its original volume.", author="u1")
    rec(P2_NRS288, [j1, j2, j3], j4[1], False, SAME, [], None, author="u1")
    rec(P2_NRS288, [j1, j2, j3, j4], j5[1], True, "ellipsis", ["the injecting payload"], "If I don't supply a volume to node-red-contrib-sonos-plus's joiner.play.notification, the Sonos group volume doesn't change, since the notification then uses its volume state.", author="u1")
    rec(P2_NRS288, [j1, j2, j3, j4, j5], j6, True, "ellipsis", ["the joiner", "the group"], "In your joiner.play.notification setup, is the joining Sonos player different from the coordinator of the group?", author="u2")
    lend(P2_NRS288, [j1], P2_N_SPOTIFY, SAME, P2_CSC604)

    c1 = (U, "Unable to play Spotify playlist that are in Sonos favorites of the Sonos Card", "u1")
    c2 = (U, P2_N_SPOTIFY, "u1")
    c3 = (U, "I can get them into the Sonos Favorites and they play in the Sonos app on PC", "u1")
    c4 = (U, "I can not start them when clicking this favorite in the sonos card app. I get following error", "u1")
    c5 = (U, P2_N_UPNP804, "u1")
    c6 = "You need to delete the favorite in Sonos and recreate preferably using the PC controller."
    rec(P2_CSC604, [c1], c2[1], False, SAME, [], None, author="u1")
    rec(P2_CSC604, [c1, c2], c3[1], True, "pronoun", ["them", "they"], "I can add my Spotify playlists to the Sonos favorites, and they play in the Sonos app on PC.", author="u1")
    rec(P2_CSC604, [c1, c2, c3], c4[1], True, "pronoun", ["them", "this favorite"], "I cannot start my Spotify-playlist Sonos favorites by clicking them in custom-sonos-card; I get an error.", author="u1")
    # The error names the action, the entity method and the UPnP code in full (rule 1, quoted errors).
    rec(P2_CSC604, [c1, c2, c3, c4], c5[1], False, SAME, [], None, author="u1")
    rec(P2_CSC604, [c1, c2, c3, c4, c5], c6, True, "pronoun", ["the favorite"], "To fix UPnP Error 804 when playing a Spotify-playlist Sonos favorite from custom-sonos-card, delete the favorite in Sonos and recreate it, preferably with the PC controller.", author="u2")
    lend(P2_CSC604, [c1], P2_N_JOINER, SAME, P2_NRS288)

    e1 = (U, "Favorites and Presets load but do not play", "u1")
    e2 = (U, "I have this awesome setup working for most things, however when I tell Sonos \"Alexa, tell Sonos to play favorite \"MY Favorite\" in the Living Room\" it loads up the favorite in the Sonos app but does not start playing.", "u1")
    e3 = (U, "Same thing happens with presets.  Please help!", "u1")
    e4 = (U, "I have noticed that playlists that have a single word e.g. 'Genesis' have no issue playing. However, two word descriptors such as 'Boy's Favorites' with a space between the words do not.", "u2")
    e5 = (U, "Single word presets/playlists do not work for me either.  Really does a good job changing to the station but just queues it, still have to press play in the songs app.", "u1")
    e6 = "I'll take a look this week when I have a few kid-free minutes at home.  I'm guessing this will be as simple as sending a /play command after favorite and playlist requests"
    rec(P2_ECHO17, [e1, e2], e3[1], True, "ellipsis", ["Same thing"], "With echo-sonos, asking Alexa to play a Sonos preset also loads it in the Sonos app without starting playback.", author="u1")
    rec(P2_ECHO17, [e1, e2, e3], e4[1], True, "ellipsis", [], "With echo-sonos, single-word Sonos playlists like 'Genesis' play fine, but two-word names like 'Boy's Favorites' do not.", author="u2")
    rec(P2_ECHO17, [e1, e2, e3, e4], e5[1], True, "ellipsis", ["either"], "With echo-sonos, even single-word Sonos presets and playlists don't play for me: the station is queued and I still have to press play in the Sonos app.", author="u1")
    rec(P2_ECHO17, [e1, e2, e3, e4, e5], e6, True, "pronoun", ["this"], "Fixing echo-sonos favorites and playlists that load but don't play will probably be as simple as sending a /play command after favorite and playlist requests.", author="u3")
    lend(P2_ECHO17, [e1], P2_N_GROUPRC, SAME, P2_NS373)
    lend(P2_ECHO17, [e1, e2], P2_N_UPNP804, SAME, P2_CSC604)

    p1 = (U, "preset.json doesn't work with sonos-playlist", "u1")
    p2 = (U, "trying to set up preset so that the will play a sones-playlist.", "u1")
    p3 = (U, "It just mutes for a second and goes to what to what it was playing.", "u1")
    p4 = (U, "Maybe playlists is not supported in preset?", "u1")
    p5 = (U, "The workaround right now is to add the playlist to favorites.", "u1")
    p6 = (A, "Yeah, no playlists are not supported yet.", "u2")
    p7 = "I don't get how to do this - if I have a playlist, either a spotify playlist or a sonos playlist, I can't add it to sonos favourites?"
    rec(P2_NSHA172, [p1, p2], p3[1], True, "pronoun", ["It"], "When a node-sonos-http-api preset plays a Sonos playlist, the speaker just mutes for a second and goes back to what it was playing.", author="u1")
    rec(P2_NSHA172, [p1, p2, p3], p4[1], True, "ellipsis", ["preset"], "Are Sonos playlists maybe not supported in node-sonos-http-api presets (preset.json)?", author="u1")
    rec(P2_NSHA172, [p1, p2, p3, p4, p5], p6[1], True, "ellipsis", [], "Sonos playlists are not supported in node-sonos-http-api presets yet.", author="u2")
    rec(P2_NSHA172, [p1, p2, p3, p4, p5, p6], p7, True, "pronoun", ["this", "it"], "How do I add a Spotify or Sonos playlist to the Sonos favourites so that a node-sonos-http-api preset can play it?", author="u3")
    lend(P2_NSHA172, [p1], P2_N_JOINER, SAME, P2_NRS288)
    lend(P2_NSHA172, [p1, p2], P2_N_MAGIC, SAME, P2_NS507)
