"""Words documentation and the people asking use for the same thing.

Each line is one group of interchangeable words or phrases. Retrieval
(core/sources/query.py) lets a question's word match any member of its
group, so "env var" finds "environment variable" and "variable number of
arguments" finds "variadic". Groups are general software vocabulary, not any
one project's: a project's own names belong in the entity lexicons.

These are not entities and are not registered with `core.lexicons.register`:
follow-up detection and answer entities must not treat "password" as a name.
"""

from __future__ import annotations

from functools import lru_cache

GROUPS = """
argument, arguments, arg, args, parameter, parameters, param, params
variable number, variadic, arbitrary number, any number, unlimited number, varargs
password, passphrase, passwd
prompt, ask for, asks for, interactive input
environment variable, environment variables, env var, env vars, envvar, envvars
config, configuration, configure, configuring
install, installation, installing, pip install
remove, delete, uninstall
error, errors, exception, exceptions
test, tests, testing, unit test, unittest, pytest
split, organize, organise, structure, modular, modularize, factor, break up
module, modules, component, components, package, packages
route, routes, routing, url rule, url rules, endpoint, endpoints
view, views, view function, handler, handlers
async, asynchronous, await, coroutine, coroutines
timeout, timeouts, time limit, deadline
retry, retries, retrying, backoff, back off
log, logs, logging, logger, loggers
auth, authentication, authenticate, login, log in, sign in
permission, permissions, authorization, authorisation
db, database, databases
dict, dicts, dictionary, dictionaries
docs, documentation
dir, directory, directories, folder, folders
cli, command line, command-line, terminal, shell
subcommand, subcommands, sub-command, nested command, nested commands, command group, command groups
flag, flags, boolean option, switch, toggle, command-line option, command line option, cli option
validate, validation, validator, validators
serialize, serialise, serialization, serialisation, marshal, dump, dumps
deserialize, deserialise, deserialization, unmarshal, load, loads
upgrade, upgrading, migrate, migration, migrating
downgrade, downgrading, roll back, rollback, rolling back, revert, undo
time ago, humanize, humanized, relative time
deploy, deployment, deploying, production
debug, debugging, debugger, troubleshoot, troubleshooting
cache, caching, cached, memoize
thread, threads, threading, thread-safe, thread safety
hook, hooks, callback, callbacks, signal, signals
plugin, plugins, extension, extensions, addon, addons
color, colors, colour, colours, colored, coloured, ansi, styling
progress bar, progress bars, progressbar
required, mandatory, must be given
choice, choices, enum, enumeration, one of, fixed set, allowed values, set of values, list of values
immutable, frozen, read-only, readonly
disable, disables, disabled, disabling, turn off, turns off, switch off, deactivate
enable, enables, enabled, enabling, turn on, turns on, switch on, activate, activates
statistics, stats
wrap, wraps, wrapping, wrapped, multiline, multi-line, line break, line breaks
initialize, initialise, init, initialization, scaffold
notebook, notebooks, jupyter, ipython
type hint, type hints, type annotation, type annotations, annotations
convert, converter, converters, conversion, coerce
help text, help page, help output, usage, docstring
encoding, unicode, charset, utf-8, utf8
exit code, exit status, return code
status code, status codes, http status
ssl, tls, https, certificate, certificates, cert
connection pool, connection pooling, pool, pooling
rate limit, rate limiting, throttle, throttling
schedule, scheduling, periodic, cron
queue, queues, task queue, job queue
worker, workers
request body, payload, body
header, headers, http header, http headers
cookie, cookies
file upload, upload, uploads, uploaded files
stream, streaming, streamed
websocket, websockets, web socket
middleware, middlewares
dependency, dependencies, deps
context, ctx
app, application, applications
dev server, development server, local server
subclass, subclassing, inherit, inheritance
equality, equal, eq, compare, comparison
slots, __slots__
default, defaults, default value, default values
blank, empty
blank line, blank lines, empty line, empty lines
heredoc, heredocs, here document, here-document, here doc
merge, merging, combine, combining, combined
ignore, ignoring, exclude, excluding
email, emails, e-mail, mail, notification, notifications, notify, notifier, notifiers
timestamp, timestamps, date format, time format, datetime format
still a thing, still supported, still around, deprecated, deprecation, obsolete
wipe, wipe out, clear, clearing, erase, erasing
silence, silenced, silencing, mute, muted, muting, suppress, suppressed, suppressing
pause, paused, pausing, suspend, suspended, temporarily stop
concurrently, concurrent, concurrency, same time, simultaneously, simultaneous, in parallel
connection string, connection strings, connection url, database url, dsn
subfolder, subfolders, subdirectory, subdirectories, subdir, subdirs
on disk, filesystem, file system
attempt, attempts, tries, max tries
decimals, decimal places, precision
duration, durations, timedelta, time delta
temp, temporary, tmp, throwaway
mkdir, makedirs, create directory, create directories, make directory
offset, offsets, span, spans
keep only, filter, filters, filtering, filtered
stdout, standard output
stderr, standard error
stdin, standard input
horizontal line, horizontal lines, horizontal rule, horizontal rules, divider, dividers
"""


@lru_cache(maxsize=1)
def groups() -> tuple[tuple[str, ...], ...]:
    """Every group as a tuple of lower-case words or phrases."""
    out = []
    for line in GROUPS.strip().splitlines():
        members = tuple(dict.fromkeys(m.strip().lower() for m in line.split(",") if m.strip()))
        if len(members) > 1:
            out.append(members)
    return tuple(out)
