# help2roff.awk: turns the --help text of acceldecide and acceldecide-cli into man(7) markup.
# Used by ManPage.cmake; POSIX awk (Debian's mawk).
#
# The help texts follow a few plain conventions, and each becomes its roff equivalent:
#   "Usage: PROG ARGS" and the lines indented under it      synopsis lines
#   "NAME - summary" as the very first line                   (kept for the NAME section)
#   a line of its own ending in ':' ("Options:")             a section heading
#   "Label: text" at the margin, continued under "text"       a heading with a paragraph
#   "  TERM  text" (two or more spaces), continued under text  a tagged paragraph (.TP)
#   other indented lines (examples)                           a preformatted block
#   anything else at the margin                               paragraph text
#
# Variables: mode=page (headings become .SH sections, printed as SYNOPSIS, DESCRIPTION, the
# others in order, EXIT STATUS last) or mode=command (one command of a page: usage lines, then
# everything in order, headings in bold); prog=the program (and command) name that starts usage
# lines; intro=a paragraph to open DESCRIPTION with; replace=a heading whose content is replaced by
# the roff in the file replace_file; summary_file=where to write the summary of a "NAME - summary"
# first line.

function esc(s) {
    gsub(/\\/, "\\e", s)
    gsub(/-/, "\\-", s)
    return s
}

function line_out(s) {
    if (s ~ /^[.']/) s = "\\&" s
    return s "\n"
}

# Option words and the first word of a tag in bold.
function tag(s,    n, i, words, out, w) {
    n = split(s, words, " ")
    out = ""
    for (i = 1; i <= n; i++) {
        w = words[i]
        if (i == 1 || w ~ /^-/) {
            sub(/,$/, "", w)
            w = "\\fB" esc(w) "\\fR" (words[i] ~ /,$/ ? "," : "")
        } else {
            w = esc(w)
        }
        out = out (i > 1 ? " " : "") w
    }
    return out
}

function indent_of(s) {
    match(s, /^ */)
    return RLENGTH
}

function emit(s) {
    if (!(section in body)) {
        body[section] = ""
        order[++nsections] = section
    }
    body[section] = body[section] s
}

function close_block() {
    if (block == "para" && para != "") emit(".PP\n" line_out(esc(para)))
    else if (block == "item") emit(".TP\n" line_out(item_tag) line_out(esc(item_text)))
    else if (block == "pre") emit(".PP\n.RS 2\n.nf\n" pre ".fi\n.RE\n")
    else if (block == "usage") emit(usage_line(usage))
    block = ""; para = ""; pre = ""; usage = ""
}

# A usage line without the program (and command) words, which go in bold before it.
function usage_line(s,    n, i, words) {
    sub(/^[^ ]*\//, "", s) # a path the program was started by
    n = split(prog, words, " ")
    for (i = 1; i <= n; i++) sub(/^[^ ]+ */, "", s)
    # A synopsis is neither justified nor hyphenated; both are restored after it.
    return ".PP\n.nh\n.ad l\n.B " esc(prog) "\n" (s == "" ? "" : line_out(esc(s))) ".ad\n.hy\n"
}

function heading(title) {
    close_block()
    sub(/:$/, "", title)
    if (mode == "page") {
        section = toupper(title)
        if (section == "EXIT CODES") section = "EXIT STATUS"
    } else {
        emit(".PP\n.B \"" esc(title) ":\"\n")
    }
}

BEGIN {
    section = "DESCRIPTION"
    block = ""
    nsections = 0
    if (intro != "") emit(".PP\n" line_out(esc(intro)))
}

{ sub(/\r$/, "") }

NR == 1 && $0 ~ /^[a-z][a-z-]* - / {
    summary = $0
    sub(/^[^ ]* - /, "", summary)
    next
}

/^$/ { close_block(); next }

/^Usage: / {
    close_block()
    saved = section
    section = (mode == "page") ? "SYNOPSIS" : section
    block = "usage"; usage = substr($0, 8); usage_indent = 7
    next
}

block == "usage" && indent_of($0) > 0 {
    if (indent_of($0) == usage_indent && index(substr($0, usage_indent + 1), prog) == 1) {
        emit(usage_line(usage))   # another form of the command
        usage = substr($0, usage_indent + 1)
    } else {
        t = $0; sub(/^ +/, "", t); usage = usage " " t
    }
    next
}

block == "usage" {
    close_block()
    section = (mode == "page") ? saved : section
    if (mode == "page" && section == "SYNOPSIS") section = "DESCRIPTION"
}

# A heading alone on its line.
/^[A-Z][^ ]*( [^ ]+)*:$/ && length($0) < 100 { heading($0); next }

# "Label: text": a heading and the start of its paragraph.
/^[A-Z][A-Za-z]*( [a-z]+)?: +[^ ]/ {
    label = $0; sub(/: .*/, "", label)
    heading(label ":")
    t = $0; sub(/^[^:]*: +/, "", t)
    block = "para"; para = t; para_indent = length($0) - length(t)
    next
}

# Continuation of a tagged paragraph.
block == "item" && indent_of($0) >= item_indent - 1 && indent_of($0) > 0 {
    t = $0; sub(/^ +/, "", t); item_text = item_text " " t
    next
}

# Continuation of a "Label: text" paragraph.
block == "para" && indent_of($0) == para_indent && para_indent > 0 {
    t = $0; sub(/^ +/, "", t); para = para " " t
    next
}

# A tagged paragraph: TERM, two or more spaces, text. At the margin the term is one word.
($0 ~ /^ +[^ ].*[^ ]   *[^ ]/ || $0 ~ /^[^ ]+   *[^ ]/) && block != "pre" {
    close_block()
    t = $0; sub(/^ +/, "", t)
    term = t; sub(/   *[^ ].*$/, "", term)
    rest = substr(t, length(term) + 1); sub(/^ +/, "", rest)
    item_tag = tag(term); item_text = rest
    item_indent = length($0) - length(rest)
    block = "item"
    next
}

indent_of($0) > 0 {
    if (block != "pre") { close_block(); block = "pre"; pre_indent = indent_of($0) }
    t = $0
    if (indent_of(t) >= pre_indent) t = substr(t, pre_indent + 1)
    pre = pre line_out(esc(t))
    next
}

{
    if (block != "para") { close_block(); block = "para"; para = $0; para_indent = 0 }
    else para = para " " $0
}

END {
    close_block()
    if (mode == "page") {
        if ("SYNOPSIS" in body) printf ".SH SYNOPSIS\n%s", body["SYNOPSIS"]
        if ("DESCRIPTION" in body) printf ".SH DESCRIPTION\n%s", body["DESCRIPTION"]
        for (i = 1; i <= nsections; i++) {
            s = order[i]
            if (s == "SYNOPSIS" || s == "DESCRIPTION" || s == "EXIT STATUS") continue
            printf ".SH %s\n", s
            if (s != toupper(replace)) {
                printf "%s", body[s]
                continue
            }
            while ((getline l < replace_file) > 0) print l
            close(replace_file)
        }
        if ("EXIT STATUS" in body) printf ".SH EXIT STATUS\n%s", body["EXIT STATUS"]
    } else {
        for (i = 1; i <= nsections; i++) printf "%s", body[order[i]]
    }
    if (summary != "" && summary_file != "") print summary > summary_file
}
