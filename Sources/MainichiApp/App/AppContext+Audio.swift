#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

extension AppContext {
    /// Says `item` aloud when audio is on: the word's own recording (`VocabItem.audio`, an
    /// imported note's `[sound:]`) when its file is in `media/`, else its reading through speech,
    /// as `pronounce(_:from:)`. When no player plays the recording's format, the reading is
    /// spoken and the status line says so; every screen's `p` on an item comes here.
    public func pronounce(_ item: StudyItem, from controller: ScreenController?) {
        guard settings.settings.audioEnabled, let file = recording(of: item) else {
            pronounce(item.spokenReading, from: controller)
            return
        }
        switch pronouncer.play(file: file.path) {
        case .playing:
            break
        case .soundFailing:
            controller?.showStatus(strings.app.audioUnavailable(pronouncer.unavailableSummary), role: .dim)
        case .noPlayer(let format):
            if pronouncer.speak(item.spokenReading) {
                controller?.showStatus(strings.app.cannotPlayRecording(format: format), role: .dim)
            } else {
                controller?.showStatus(strings.app.audioUnavailable(pronouncer.unavailableSummary), role: .dim)
            }
        }
    }

    /// The item's own recording: the file its `audio` names in `media/` of the data directory,
    /// when the name is a plain file name (`AudioFileName`) and the file is there; nil otherwise.
    public func recording(of item: StudyItem) -> URL? {
        guard let name = item.vocab?.audio.flatMap(AudioFileName.checked) else { return nil }
        let file = directories.media.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path), !FileManager.default.directoryExists(atPath: file.path) else {
            return nil
        }
        return file
    }
}
