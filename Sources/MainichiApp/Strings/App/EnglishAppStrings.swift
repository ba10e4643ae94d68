import MainichiCore

/// The shared app words in English.
struct EnglishAppStrings: AppStrings {
    func couldNotSave(_ file: String?, _ reason: String) -> String {
        file.map { "could not save \($0): \(reason)" } ?? "could not save: \(reason)"
    }
    var audioOff: String { "audio is off (Settings)" }
    func audioUnavailable(_ summary: String?) -> String {
        summary.map { "audio unavailable: \($0) (mainichi doctor)" } ?? "audio unavailable: run mainichi doctor"
    }
    func cannotPlayRecording(format: String) -> String {
        (format.isEmpty ? "cannot play this recording" : "cannot play .\(format) recordings") + " (install mpv): spoken instead"
    }
    var searchLabel: String { "search" }
    var searchHelp: String { "Search words and kanji (any screen)" }
    var unknownError: String { "unknown error" }
    func cannotSaveHere(_ reason: String) -> String { "cannot save progress here: \(reason)" }
    func notSaved(_ count: Int, _ reason: String) -> String { "\(count) change\(count == 1 ? "" : "s") not saved: \(reason)" }
    func quitQuestion(_ count: Int, _ reason: String?) -> String {
        "\(count) change\(count == 1 ? "" : "s") could not be saved\(reason.map { " (\($0))" } ?? "") and will be lost if you quit now. Free some space or fix the permissions; the next change that saves keeps them all."
    }
    func notice(_ notice: StartupNotice) -> String {
        switch notice {
        case .settingsDamaged(let moved):
            "settings.json was damaged and has been " + (moved.map { "moved to \($0)" } ?? "left in place")
                + "; using the default settings"
        case .progressMovedToCorrectedItems(let kept):
            "Progress moved to the corrected words of the new decks; the old file is kept as \(kept)"
        case .decksLeftOut(let decks):
            "Some decks could not be read and are left out:\n" + decks.map(EnglishErrorStrings().leftOut).joined(separator: "\n")
        case .progressRecovered(let notices):
            notices.map(EnglishErrorStrings().recovery).joined(separator: "\n")
        case .relativePathIgnored(let variable, let value):
            "\(variable)=\(value) is not an absolute path, so it is ignored and the default directory is used"
        case .decksCameBack(let comebacks):
            comebacks.map { deck in
                "A deleted deck came back: \"\(TextSanitizer.sanitize(deck.title))\" was deleted "
                    + (deck.deletedHere ? "on this machine" : "on machine \(deck.deletedBy)") + " (\(SyncNoticeText.utc(deck.deletedAt))), then changed "
                    + (deck.changedHere ? "on this machine" : "on machine \(deck.changedBy)") + " (\(SyncNoticeText.utc(deck.changedAt)))."
            }.joined(separator: "\n") + " Delete it again in My decks if you do not want it."
        case .settingsArrived(let arrivals):
            settingsArrived(SyncNoticeText.settingGroups(arrivals, language: .english, limit: 6))
        }
    }

    /// "Settings changed on machine laptop (2026-11-28 21:48 UTC):" and a line a setting.
    private func settingsArrived(_ told: (groups: [(origin: ArrivedSetting.Origin?, lines: [String])], more: Int)) -> String {
        var lines: [String] = []
        for group in told.groups {
            lines.append(group.origin.map { "Settings changed on machine \($0.device) (\(SyncNoticeText.utc($0.time))):" }
                ?? "Settings changed on another machine:")
            lines += group.lines
        }
        if told.more > 0 { lines.append("and \(told.more) more: see Settings") }
        return lines.joined(separator: "\n")
    }
}
