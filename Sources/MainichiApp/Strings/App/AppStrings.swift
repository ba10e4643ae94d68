import MainichiCore

/// The words the whole app shares: saving problems, the quit question, audio, the search key.
protocol AppStrings: Sendable {
    /// "could not save progress.json: No space left on device".
    func couldNotSave(_ file: String?, _ reason: String) -> String
    var audioOff: String { get }
    /// "audio unavailable: no sound device (mainichi doctor)".
    func audioUnavailable(_ summary: String?) -> String
    /// "cannot play .ogg recordings (install mpv): spoken instead", when no player plays an
    /// item's own recording; `format` is empty when the file name has no extension.
    func cannotPlayRecording(format: String) -> String
    var searchLabel: String { get }
    var searchHelp: String { get }
    var unknownError: String { get }
    func cannotSaveHere(_ reason: String) -> String
    func notSaved(_ count: Int, _ reason: String) -> String
    func quitQuestion(_ count: Int, _ reason: String?) -> String
    /// A start-up notice as a sentence.
    func notice(_ notice: StartupNotice) -> String
}

/// Start-up notices in a language, for the commands, which have no app context.
public enum StartupNoticeText {
    /// `notice` worded in `language`.
    public static func text(_ notice: StartupNotice, language: Language) -> String {
        Strings(language).app.notice(notice)
    }
}

extension Strings {
    /// What the whole app shares.
    var app: any AppStrings {
        switch language {
        case .english: EnglishAppStrings()
        case .korean: KoreanAppStrings()
        }
    }
}
