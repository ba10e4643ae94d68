/// `mainichi --help` in English.
struct EnglishHelpStrings: HelpStrings {
    let mainAbstract = "Study Japanese vocabulary and kanji by JLPT level, one day's lesson at a time."
    let mainDiscussion = """
        With no subcommand, mainichi opens the study app (the run command), which takes two \
        options: --data-dir <dir> keeps progress and settings in <dir> instead of the XDG \
        directories (~/.local/share/mainichi, ~/.config/mainichi), and --theme <theme> picks the \
        colours for this run: automatic (from the terminal's background), dark, light or \
        monochrome; it wins over NO_COLOR, which wins over the saved setting. --lang <lang> (english, \
        korean or automatic) picks the interface language for this run. See 'mainichi help run'.
        """
    let dataDirHelp = "Where progress and settings are kept."
    let themeHelp = "Colour theme: automatic (from the terminal's background), dark, light or monochrome; it wins over NO_COLOR and the saved setting for this run."
    let langHelp = "Interface language for this run: english (en), korean (ko) or automatic (from LC_ALL, LC_MESSAGES, LANG); it wins over the saved setting."
    let runAbstract = "Open the study app (the default)."
    let demoAbstract = "Open the view-layer demo screens (long list, Japanese columns, text field)."
    let deckAbstract = "Work with deck files and your own decks."
    let deckListAbstract = "List the decks: the bundled JLPT decks and your own (id, kind, items, days, name)."
    let deckCreateAbstract = "Make one of your own decks (vocabulary unless --kanji)."
    let deckNameHelp = "The deck's name."
    let deckKanjiHelp = "A kanji deck instead of a vocabulary deck."
    let deckPerDayHelp = "Items a study day holds (20 words or 10 kanji by default)."
    let deckRenameAbstract = "Rename one of your decks (its id and progress stay)."
    let deckWhichHelp = "The deck: its id or name."
    let deckNewNameHelp = "The new name."
    let deckDeleteAbstract = "Delete one of your decks."
    let deckDeleteDiscussion = "The file moves to decks/deleted/ in the data directory, and progress on its words is kept."
    let deckCheckAbstract = "Validate deck files: print every problem, or 'ok' for a valid file."
    let deckCheckDiscussion = "Exits with status 1 when any file has an error, 0 when all are valid. Warnings (such as a day with more items than itemsPerDay) do not fail the check."
    let deckFilesHelp = "Deck files to check."
    let doctorAbstract = "Check the terminal, locale, data directories, decks and speech, and say what to fix."
    let doctorSpeakHelp = "Also synthesise and play a word (たべる) to test audio."
    let statsAbstract = "Print study statistics: today, streaks, the year's reviews, the due forecast, progress per level."
    let statsJSONHelp = "Print one JSON object instead of text."
    let searchAbstract = "Find words and kanji by kanji, kana, romaji or English."
    let searchDiscussion = """
        Prints the same results as / in the app, best first: exact matches, then prefixes, then \
        substrings, then readings that half-typed romaji may be heading for ("cat": かた, かっ...); \
        easier levels first. Exits 0 even when nothing is found ("no results" on stderr). \
        The decks are found as the app finds them (MAINICHI_DECKS overrides). The index is kept \
        in the cache directory and rebuilt whenever a deck file changes.
        """
    let searchQueryHelp = "What to look for: 食べる, たべ, tabe or eat."
    let searchJSONHelp = "Print JSON lines with id, kind, word, reading, meanings, level and day."
    let searchLimitHelp = "Print at most this many results (0 for all)."
    let lookupAbstract = "Print the dictionary entries for a word (kanji, kana, romaji or English)."
    let lookupDiscussion = """
        Looks the word up in the offline dictionary bundled with the decks (JMdict, all entries): \
        exact spellings, readings and English glosses; common entries first. Exits 1 when \
        nothing matches (try mainichi search for words starting with it). The decks are found as \
        the app finds them (MAINICHI_DECKS overrides).
        """
    let lookupWordHelp = "The word: 猫, ねこ, neko or cat."
    let lookupJSONHelp = "Print one JSON object an entry: sequence, spellings, readings, common, level, senses."
    let optimizeAbstract = "Fit the FSRS scheduler's weights to your own reviews."
    func optimizeDiscussion(minimumReviews: Int) -> String {
        """
        Needs at least \(minimumReviews) reviews made on a later day than the word's \
        previous review. Shows how well the current and the fitted weights predict your reviews \
        (log loss and RMSE: lower is better), then asks before saving. Close the app first: a \
        running app keeps its own copy of the settings.
        """
    }
    let optimizeYesHelp = "Save the fitted weights without asking."
    let optimizeDryRunHelp = "Only show the figures; save nothing."
    let vacationAbstract = "Mark days off in advance; reviews due then move before or after them."
    let vacationDiscussion = "Close the app first: the command saves progress and settings."
    let vacationFromHelp = "The first day off, as YYYY-MM-DD."
    let vacationDaysHelp = "How many days off, from --from."
    let vacationClearHelp = "Forget every day off."
    let exportAbstract = "Write a deck, a day, your bookmarks or your mistakes as a file Anki imports."
    let exportDiscussion = """
        WHAT is a deck (vocab-n5, vocab-n4, vocab-n3, vocab-n2, vocab-n1, kanji-n5, kanji-n4, \
        kanji-n3, kanji-n2, kanji-n1, or one of your own decks by its id or name, as \
        `mainichi deck list` shows them), bookmarks or mistakes. The Anki format (the default) is \
        tab-separated with headers, so Anki's File > Import reads it with no option changed; each \
        note has a GUID made from the item, so exporting again updates the same notes. Tags carry \
        the kind, level and day, and mark bookmarked and missed items. Without -o the file goes \
        to standard output. --format apkg -o FILE.apkg writes an Anki package with a Mainichi note \
        type (every field, examples with furigana) under the GUIDs items were imported with; \
        --with-history adds the scheduling and review log.
        """
    let exportWhatHelp = "vocab-n5 ... kanji-n1, one of your decks, bookmarks or mistakes."
    let exportDayHelp = "Only this study day of the deck."
    let exportFormatHelp = "anki (tab-separated with headers), csv, or apkg (an Anki package with every field; needs --output)."
    let exportWithHistoryHelp = "With --format apkg: add each card's scheduling and review log, to carry on in Anki."
    let packageNeedsOutput = "--format apkg writes a file: give it with --output FILE.apkg"
    let historyNeedsPackage = "--with-history goes with --format apkg"
    let exportOutputHelp = "Write to this file instead of standard output."
    let importAbstract = "Import an Anki text export, CSV or TSV file into one of your decks."
    let importDiscussion = """
        Reads the file (format and separator detected; the column each field maps to, word, \
        reading, meaning, notes, tags or guid, guessed from the header or the content) into your \
        deck NAME (--deck; by default the deck the file names, else the file's name), which is \
        made when you have none of that name. A row updates the deck's item with the same GUID, \
        else the same word and reading; other rows become new items. A missing reading or meaning \
        is filled from the dictionary when it has exactly one entry for the word; with several \
        the first is taken and the item is marked for you to check. Valid rows are written and \
        every bad row is printed with its line number and why; the exit status is 1 when any row \
        was bad or the file could not be read at all. --dry-run prints the same without writing \
        anything (and exits 0 when the file could be read).
        """
    let importFileHelp = "The file to read: Anki's Notes in Plain Text, CSV or TSV, UTF-8."
    let importDeckHelp = "The deck to import into (its name or id); made when missing."
    let importDryRunHelp = "Only show what importing would do; write nothing."
    let importRowsHelp = "How many of the first rows to show."
    let importMapHelp = "For an Anki package: gives a note type's field a role (word, reading, meaning, example, example-translation, audio, notes, ignored); repeatable."
    let importMapValue = "type:field=role"
    let syncAbstract = "Study on two machines through a folder Syncthing, Dropbox or a network drive keeps in step."
    let syncDiscussion = """
        Each machine writes only its own journal to the folder (journal-<device>.jsonl) and reads \
        the others' at start-up, after each screen change and every 30 seconds. Conflict copies a \
        sync tool makes are read too; nothing in the folder is locked or deleted.
        """
    let syncSetAbstract = "Choose the sync folder (--folder DIR) or stop syncing (--off)."
    let syncFolderHelp = "The folder shared with your other machines (it must exist)."
    let syncOffHelp = "Stop syncing (the folder and its files are left as they are)."
    let syncStatusAbstract = "List the devices in the sync folder, the newest event of each, and whether this device's journal is fully written there."
    let backupAbstract = "List the daily copies of your progress, or restore one."
    let backupDiscussion = "A copy is kept for each of the last 7 days you studied, in the data directory's backups folder."
    let backupListAbstract = "List the daily copies, oldest first."
    let backupRestoreAbstract = "Bring back the progress of a daily copy (the current state is kept aside first)."
    let backupRestoreDiscussion = "Close the app first: the command refuses while mainichi uses the data."
    let backupDateHelp = "The copy's date, as YYYY-MM-DD (see mainichi backup list)."
    let dataDirEmpty = "--data-dir is empty; name a directory, or leave the option out to use the default"
    let yesWithDryRun = "--yes and --dry-run cannot be used together"
    let rowsNotNegative = "--rows must be 0 or more"
    let deckOptionEmpty = "--deck is empty; name a deck"
    let giveFolderOrOff = "give --folder DIR or --off"
    let folderEmpty = "--folder is empty; name a directory"
    let nameADeckFile = "name at least one deck file"
    func notExportable(_ target: String) -> String {
        "'\(target)' is not a deck, bookmarks or mistakes; decks are vocab-n5 ... vocab-n1, kanji-n5 ... kanji-n1 and your own (mainichi deck list)"
    }
    func unknownFormat(_ format: String) -> String { "--format is anki, csv or apkg, not '\(format)'" }
    func dayNeedsDeck(_ target: String) -> String { "--day goes with a deck, not with \(target)" }
    let dayFromOne = "--day counts from 1"
    func notADate(_ date: String) -> String { "the date must be YYYY-MM-DD, got '\(date)'" }
    func unknownHelpTopic(_ topic: String, subcommands: [String]) -> String {
        "Error: no help topic '\(topic)'; the topics are \(subcommands.joined(separator: ", "))"
    }
    func parserOutput(_ text: String) -> String { text }
}
