import ArgumentParser
import CursesBackend
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MainichiApp
import MainichiCore
import MainichiSpeech
import TerminalUI

/// `mainichi doctor`: checks what Mainichi needs and says what to fix.
///
/// Reports the terminal, the theme the app would use and why, the locale, the data, config and cache directories, the decks (with a
/// `deck check`-style validation), speech (engine, player and whether the player has a sound
/// device; `--speak` synthesises and plays a word, reporting each step). Every line starts with `[ok]`, `[warn]` or `[fail]`.
/// Exits 0 even with warnings, and 1 when the decks are missing or broken.
struct DoctorCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "doctor",
        abstract: ArgumentLanguage.help.doctorAbstract
    ) }

    @OptionGroup var options: GlobalOptions

    @Flag(name: .customLong("speak"), help: ArgumentHelp(ArgumentLanguage.help.doctorSpeakHelp))
    var testSpeech = false

    /// A check's outcome.
    enum Status: String {
        case ok = "[ok]  "
        case warn = "[warn]"
        case fail = "[fail]"
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
        // `--lang` (anywhere on the line), then the setting, then the locale, as every command.
        let text = CommandLanguage.doctor(ArgumentLanguage.current)
        var failed = false
        func report(_ status: Status, _ topic: String, _ message: String) {
            if status == .fail { failed = true }
            // The topic column measured in display width (Hangul is two cells), 9 at least.
            let name = text.topic(topic)
            print("\(status.rawValue) \(name.padded(toWidth: max(9, name.displayWidth))) \(message)")
        }

        // Terminal.
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" {
            report(.warn, "terminal", text.termUnusable(term))
        } else {
            report(.ok, "terminal", "TERM=\(term)")
        }
        if isatty(STDOUT_FILENO) == 1 {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                let big = size.ws_col >= 40 && size.ws_row >= 12
                report(big ? .ok : .warn, "terminal", text.terminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row), bigEnough: big))
            } else {
                report(.ok, "terminal", text.terminalSizeUnknown)
            }
        } else {
            report(.warn, "terminal", text.notATerminal)
        }
        report(.ok, "colours", Self.colourDescription(environment, text: text))

        // Locale.
        setlocale(LC_ALL, "")
        let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? "?"
        if codeset.uppercased().replacing("-", with: "") == "UTF8" {
            report(.ok, "locale", text.codesetUTF8)
        } else {
            report(.warn, "locale", text.codesetNotUTF8(codeset))
        }

        // Directories.
        report(.ok, "theme", Self.themeDescription(setting: SettingsStore.read(directory: directories.config).theme,
                                                   environment: environment, text: text))
        for ignored in DataDirectories.ignoredVariables(dataDirectory: options.dataDirectory, environment: environment) {
            let topic = ["XDG_DATA_HOME": "data", "XDG_CONFIG_HOME": "config"][ignored.name] ?? "cache"
            report(.warn, topic, text.relativePathIgnored(ignored.name, ignored.value))
        }
        for (name, url) in [("data", directories.data), ("config", directories.config), ("cache", directories.cache)] {
            let (status, message) = Self.check(directory: url, text: text)
            report(status, name, message)
        }
        if FileManager.default.fileExists(atPath: directories.data.path) {
            do {
                let lock = try DirectoryLock(directory: directories.data)
                lock.release()
                report(.ok, "lock", text.lockFree)
            } catch {
                report(.warn, "lock", ArgumentLanguage.describe(error))
            }
        }

        // Sync: the devices in the folder, and an id two machines write under.
        if let path = SettingsStore.read(directory: directories.config).syncFolder {
            let device = DeviceIdentity.read(in: directories.data) ?? ""
            let folder = SyncFolder(url: URL(fileURLWithPath: path), device: device)
            let status = folder.status(of: directories.data.appendingPathComponent(SyncFolder.journalName(of: device)))
            report(status.isAvailable ? .ok : .warn, "sync", text.syncFolder(path, isAvailable: status.isAvailable))
            for entry in status.devices {
                report(.ok, "sync", text.syncDevice(entry.id, isThisDevice: entry.id == device, events: entry.eventCount))
                if entry.isShared { report(.warn, "sync", text.syncSharedDevice(entry.id)) }
            }
        } else {
            report(.ok, "sync", text.syncOff)
        }
        if let former = DeviceOrigin.read(in: directories.data)?.formerIDs, !former.isEmpty {
            report(.ok, "sync", text.syncFormerDevices(former))
        }

        // Decks.
        var decksDirectory: URL?
        do {
            let directory = try DeckLibrary.locateBundledDecks(environment: environment)
            decksDirectory = directory
            let library = try DeckLibrary(directory: directory)
            report(.ok, "decks", text.decksFound(directory.path))
            for summary in library.summaries {
                report(.ok, "decks", text.deck(kind: summary.kind.rawValue, level: summary.level?.rawValue ?? summary.deckID.rawValue,
                                               items: summary.itemCount, days: summary.dayCount))
            }
            for deck in library.leftOut { report(.fail, "decks", ErrorText.text(deck, language: ArgumentLanguage.current)) }
            let files = library.summaries.map { directory.appendingPathComponent($0.file).path }
            let reports = DeckValidator.check(files: files)
            let invalid = reports.filter { !$0.isValid }
            let warnings = reports.reduce(0) { $0 + $1.layout.count }
            if invalid.isEmpty {
                report(warnings == 0 ? .ok : .warn, "decks", text.decksValid(reports.count, warnings: warnings))
            } else {
                for file in invalid {
                    report(.fail, "decks", file.problems.first.map { ErrorText.text($0, language: ArgumentLanguage.current) } ?? file.file)
                }
            }
        } catch {
            report(.fail, "decks", ArgumentLanguage.describe(error))
        }

        // Speech.
        let setup = SpeechDetector(environment: environment, decksDirectory: decksDirectory).detect()
        if let engine = setup.engine {
            report(.ok, "speech", "\(engine.displayName): \(engine.executable)")
        } else {
            report(.warn, "speech", text.noSpeechEngine)
        }
        for note in setup.notes { report(.warn, "speech", text.speechNote(note)) }
        let deviceCheck = AudioDeviceCheck(environment: environment)
        if let player = setup.player {
            report(.ok, "audio", text.player(player.name, player.executable))
            switch deviceCheck.check(player) {
            case .available(let device):
                report(.ok, "audio", text.device(device))
            case .unavailable(let why):
                report(.warn, "audio", text.noDevice(why))
            case .unknown(let why):
                report(.warn, "audio", text.deviceUnknown(why))
            }
        } else {
            report(.warn, "audio", text.noPlayer)
        }
        // Recordings (items' own audio): which formats play, and whether media/ holds others.
        let files = setup.filePlayers
        report(.ok, "audio", text.recordingFormats(files.playableFormats.compactMap { format in
            files.player(for: format).map { "\(format.rawValue) (\($0.name))" }
        }))
        let unplayable = AudioFormat.allCases.filter { files.player(for: $0) == nil }
        if !unplayable.isEmpty {
            let held = ((try? FileManager.default.contentsOfDirectory(atPath: directories.media.path)) ?? [])
                .count { name in AudioFormat(fileName: name).map(unplayable.contains) ?? false }
            report(held > 0 ? .warn : .ok, "audio", text.unplayableRecordings(unplayable.map(\.rawValue).joined(separator: ", "), files: held))
        }
        if testSpeech, setup.engine != nil, setup.player != nil {
            let pronouncer = Pronouncer(setup: setup, cacheDirectory: directories.cache, deviceCheck: deviceCheck)
            pronouncer.speak("たべる")
            pronouncer.waitUntilIdle()
            switch pronouncer.lastError {
            case nil:
                report(.ok, "speech", text.synthesised)
                report(.ok, "audio", text.played)
            case let failure? where failure.stage == .playback:
                report(.ok, "speech", text.synthesised)
                report(.warn, "audio", text.playingFailed(failure.detail))
            case let failure?:
                report(.warn, "speech", text.synthesisFailed(failure.detail))
            }
        }

        if failed { throw ExitCode(1) }
    }

    /// What the environment says about colours (no terminal database lookup).
    static func colourDescription(_ environment: [String: String], text: any DoctorStrings = EnglishDoctorStrings()) -> String {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return text.coloursNoColor }
        let term = environment["TERM"] ?? ""
        if let colorTerm = environment["COLORTERM"], !colorTerm.isEmpty { return text.coloursFull(colorTerm) }
        if term.contains("256color") { return text.colours256 }
        if term.isEmpty || term == "dumb" { return text.coloursUnknown }
        return text.colours16
    }

    /// The theme the app would use and why, as `ThemeResolver` decides it (asking the terminal for
    /// its background only when the setting is automatic).
    static func themeDescription(setting: Settings.ThemeName, environment: [String: String],
                                 text: any DoctorStrings = EnglishDoctorStrings()) -> String {
        var resolver = ThemeResolver(flag: nil, environment: environment)
        if resolver.needsBackground(setting: setting) {
            resolver.background = BackgroundQuery.detect(environment: environment)
        }
        let theme = resolver.resolve(setting: setting)
        return text.theme(theme.name, reason: theme.reason)
    }

    /// Whether `url` exists and can be written.
    static func check(directory url: URL, text: any DoctorStrings = EnglishDoctorStrings()) -> (Status, String) {
        guard FileManager.default.fileExists(atPath: url.path) else {
            // It is made on first use, if the nearest directory that exists above it allows that.
            var ancestor = url.deletingLastPathComponent()
            while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path != "/" {
                ancestor = ancestor.deletingLastPathComponent()
            }
            if !FileManager.default.directoryExists(atPath: ancestor.path) { return (.fail, text.cannotCreateFile(url.path, ancestor: ancestor.path)) }
            if access(ancestor.path, W_OK) != 0 {
                return (.fail, text.cannotCreateUnwritable(url.path, ancestor: ancestor.path))
            }
            return (.ok, text.createdOnFirstUse(url.path))
        }
        guard FileManager.default.directoryExists(atPath: url.path) else { return (.fail, text.isAFile(url.path)) }
        guard access(url.path, W_OK) == 0 else { return (.fail, text.notWritable(url.path)) }
        return (.ok, "\(url.path)")
    }
}
