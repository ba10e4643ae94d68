/// Finds English sentences left in text that should be Korean: a heuristic for tests.
///
/// A run of three or more English words counts, where an English word is a token of Latin
/// letters, lower case after its first letter ("the", "Save"). Not counted: text in quotes or
/// backticks (quoted data), words the caller lists as data (a word's meanings from the decks),
/// option names (`--rows`), paths and file names (anything with `/` or `.` inside), all-capital
/// abbreviations (CSV, JLPT, TERM), camel-case names (itemsPerDay), and the names in `names`
/// (commands, products, keys, setting values), which break a run.
public enum EnglishSentences {
    /// Names that are not sentences wherever they stand.
    public static let names: Set<String> = [
        "mainichi", "run", "demo", "deck", "doctor", "stats", "search", "lookup", "optimize", "vacation",
        "export", "import", "sync", "backup", "help", "set", "status", "list", "restore", "check", "create",
        "rename", "delete", "make", "tts", "decks", "install", "espeak", "ng", "aplay", "paplay", "pw",
        "Anki", "Syncthing", "Dropbox", "Open", "JTalk", "JMdict", "Kangxi", "KanjiVG", "Unihan", "Mainichi",
        "automatic", "auto", "dark", "light", "monochrome", "english", "korean", "en", "ko",
        "vocab", "kanji", "bookmarks", "mistakes", "anki", "csv", "tsv", "tab", "comma", "semicolon",
        "Enter", "Esc", "Space", "Tab", "Left", "Right", "Up", "Down", "Home", "End", "Ctrl", "Shift",
        "Backspace", "PgUp", "PgDn", "romaji", "guid", "xterm", "color", "none", "ok", "null", "true", "false",
    ]

    /// The runs of three or more English words in `text`, after removing every string in `data`.
    public static func find(in text: String, data: [String] = []) -> [String] {
        var text = text
        for item in data.sorted(by: { $0.count > $1.count }) where item.count > 1 {
            text = text.replacing(item, with: " ")
        }
        var found: [String] = []
        for line in text.split(separator: "\n") {
            var run: [String] = []
            func close() {
                if run.count >= 3 { found.append(run.joined(separator: " ") + "  <<  " + line) }
                run = []
            }
            for token in tokens(of: unquoted(String(line))) {
                if isEnglishWord(token) { run.append(token) } else { close() }
            }
            close()
        }
        return found
    }

    /// `line` with quoted spans ("...", '...', `...`) blanked.
    static func unquoted(_ line: String) -> String {
        var result = ""
        var closing: Character?
        for character in line {
            if let open = closing {
                if character == open { closing = nil }
                continue
            }
            if character == "\"" || character == "`" || character == "“" { closing = character == "“" ? "”" : character; result.append(" "); continue }
            // An apostrophe opens a quote only at a word's start ("'x'", not "year's").
            if character == "'", result.last.map({ !$0.isLetter }) ?? true { closing = "'"; result.append(" "); continue }
            result.append(character)
        }
        return result
    }

    /// Tokens split at blanks and at punctuation that ends or joins words.
    static func tokens(of line: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in line {
            if character.isWhitespace || ",;:()[]{}<>!?=|+*&#".contains(character) {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        // A sentence's full stop belongs to no word; a dot inside a token makes it a file name.
        return tokens.map { $0.hasSuffix(".") && !$0.dropLast().contains(".") ? String($0.dropLast()) : $0 }
    }

    static func isEnglishWord(_ token: String) -> Bool {
        guard let first = token.first, first.isASCII, first.isLetter, !names.contains(token) else { return false }
        return token.dropFirst().allSatisfy { ($0.isASCII && $0.isLowercase) || $0 == "'" }
    }
}
