/// The words of `mainichi --help` in one language: every command's abstract and discussion,
/// every option's help, the commands' own validation errors, and the wording of the argument
/// parser's own headings and errors.
///
/// The commands read it through `ArgumentLanguage.help` when swift-argument-parser asks for
/// their configuration and options, which happens after the language is known (`--lang`, the
/// saved setting, LC_ALL/LC_MESSAGES/LANG). The man page and shell completions made at install
/// time stay English.
protocol HelpStrings: Sendable {
    // mainichi
    var mainAbstract: String { get }
    var mainDiscussion: String { get }
    // options several commands share
    var dataDirHelp: String { get }
    var themeHelp: String { get }
    var langHelp: String { get }
    // run, demo
    var runAbstract: String { get }
    var demoAbstract: String { get }
    // deck
    var deckAbstract: String { get }
    var deckListAbstract: String { get }
    var deckCreateAbstract: String { get }
    var deckNameHelp: String { get }
    var deckKanjiHelp: String { get }
    var deckPerDayHelp: String { get }
    var deckRenameAbstract: String { get }
    var deckWhichHelp: String { get }
    var deckNewNameHelp: String { get }
    var deckDeleteAbstract: String { get }
    var deckDeleteDiscussion: String { get }
    var deckCheckAbstract: String { get }
    var deckCheckDiscussion: String { get }
    var deckFilesHelp: String { get }
    // doctor, stats
    var doctorAbstract: String { get }
    var doctorSpeakHelp: String { get }
    var statsAbstract: String { get }
    var statsJSONHelp: String { get }
    // search, lookup
    var searchAbstract: String { get }
    var searchDiscussion: String { get }
    var searchQueryHelp: String { get }
    var searchJSONHelp: String { get }
    var searchLimitHelp: String { get }
    var lookupAbstract: String { get }
    var lookupDiscussion: String { get }
    var lookupWordHelp: String { get }
    var lookupJSONHelp: String { get }
    // optimize
    var optimizeAbstract: String { get }
    func optimizeDiscussion(minimumReviews: Int) -> String
    var optimizeYesHelp: String { get }
    var optimizeDryRunHelp: String { get }
    // vacation
    var vacationAbstract: String { get }
    var vacationDiscussion: String { get }
    var vacationFromHelp: String { get }
    var vacationDaysHelp: String { get }
    var vacationClearHelp: String { get }
    // export, import
    var exportAbstract: String { get }
    var exportDiscussion: String { get }
    var exportWhatHelp: String { get }
    var exportDayHelp: String { get }
    var exportFormatHelp: String { get }
    var exportWithHistoryHelp: String { get }
    var packageNeedsOutput: String { get }
    var historyNeedsPackage: String { get }
    var exportOutputHelp: String { get }
    var importAbstract: String { get }
    var importDiscussion: String { get }
    var importFileHelp: String { get }
    var importDeckHelp: String { get }
    var importDryRunHelp: String { get }
    var importRowsHelp: String { get }
    /// `--map` of an Anki package import, and its value's name.
    var importMapHelp: String { get }
    var importMapValue: String { get }
    // sync, backup
    var syncAbstract: String { get }
    var syncDiscussion: String { get }
    var syncSetAbstract: String { get }
    var syncFolderHelp: String { get }
    var syncOffHelp: String { get }
    var syncStatusAbstract: String { get }
    var backupAbstract: String { get }
    var backupDiscussion: String { get }
    var backupListAbstract: String { get }
    var backupRestoreAbstract: String { get }
    var backupRestoreDiscussion: String { get }
    var backupDateHelp: String { get }
    // the commands' validation errors
    var dataDirEmpty: String { get }
    var yesWithDryRun: String { get }
    var rowsNotNegative: String { get }
    var deckOptionEmpty: String { get }
    var giveFolderOrOff: String { get }
    var folderEmpty: String { get }
    var nameADeckFile: String { get }
    func notExportable(_ target: String) -> String
    func unknownFormat(_ format: String) -> String
    func dayNeedsDeck(_ target: String) -> String
    var dayFromOne: String { get }
    func notADate(_ date: String) -> String
    /// `mainichi help TOPIC` for a topic that is no subcommand: the topic and the subcommands there are.
    func unknownHelpTopic(_ topic: String, subcommands: [String]) -> String
    /// The argument parser's own output (headings, "Show help information.", its errors) in
    /// this language; English leaves it as it is.
    func parserOutput(_ text: String) -> String
}
