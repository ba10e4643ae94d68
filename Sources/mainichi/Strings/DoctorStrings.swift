import MainichiApp
import MainichiCore
import MainichiSpeech

/// The words of `mainichi doctor`'s report; paths, variables and program names stay as they are.
protocol DoctorStrings: Sendable {
    /// A check's topic: "terminal", "colours", "locale", "theme", "data", "config", "cache",
    /// "lock", "decks", "speech", "audio".
    func topic(_ name: String) -> String
    func termUnusable(_ term: String) -> String
    func terminalSize(columns: Int, rows: Int, bigEnough: Bool) -> String
    var terminalSizeUnknown: String { get }
    var notATerminal: String { get }
    var codesetUTF8: String { get }
    func codesetNotUTF8(_ codeset: String) -> String
    var lockFree: String { get }
    /// The sync folder: off, or where, and whether it can be reached.
    var syncOff: String { get }
    func syncFolder(_ path: String, isAvailable: Bool) -> String
    /// A device with a journal in the sync folder.
    func syncDevice(_ id: String, isThisDevice: Bool, events: Int) -> String
    /// A device id two machines write under (a data directory copied whole).
    func syncSharedDevice(_ id: String) -> String
    /// The ids this data directory wrote under before (it was copied).
    func syncFormerDevices(_ ids: [String]) -> String
    /// An XDG variable with a relative path, which is ignored.
    func relativePathIgnored(_ variable: String, _ value: String) -> String
    func decksFound(_ path: String) -> String
    func deck(kind: String, level: String, items: Int, days: Int) -> String
    func decksValid(_ count: Int, warnings: Int) -> String
    var noSpeechEngine: String { get }
    func player(_ name: String, _ path: String) -> String
    func device(_ device: String) -> String
    func noDevice(_ why: String) -> String
    func deviceUnknown(_ why: String) -> String
    var noPlayer: String { get }
    /// The formats of recordings (items' own audio) that play, each with its player:
    /// ["mp3 (mpv)", "wav (paplay)"]; empty when none does.
    func recordingFormats(_ formats: [String]) -> String
    /// The formats no player here plays ("ogg, flac"), and how many files of `media/` are in them.
    func unplayableRecordings(_ formats: String, files: Int) -> String
    /// What speech detection found lacking.
    func speechNote(_ note: SpeechSetup.Note) -> String
    var synthesised: String { get }
    var played: String { get }
    func playingFailed(_ detail: String) -> String
    func synthesisFailed(_ detail: String) -> String
    func createdOnFirstUse(_ path: String) -> String
    func cannotCreateFile(_ path: String, ancestor: String) -> String
    func cannotCreateUnwritable(_ path: String, ancestor: String) -> String
    func isAFile(_ path: String) -> String
    func notWritable(_ path: String) -> String
    /// What the environment says about colours.
    var coloursNoColor: String { get }
    func coloursFull(_ colorTerm: String) -> String
    var colours256: String { get }
    var coloursUnknown: String { get }
    var colours16: String { get }
    /// The theme the app would use ("dark") and why.
    func theme(_ name: Settings.ThemeName, reason: ThemeResolver.Reason) -> String
}

extension CommandLanguage {
    /// The doctor's words in `language`.
    static func doctor(_ language: Language) -> any DoctorStrings {
        switch language {
        case .english: EnglishDoctorStrings()
        case .korean: KoreanDoctorStrings()
        }
    }
}
