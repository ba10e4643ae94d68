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

/// `mainichi doctor`: checks what Mainichi needs and says what to fix.
///
/// Reports the terminal, the theme the app would use and why, the locale, the data, config and cache directories, the decks (with a
/// `deck check`-style validation), speech (engine, player and whether the player has a sound
/// device; `--speak` synthesises and plays a word, reporting each step). Every line starts with `[ok]`, `[warn]` or `[fail]`.
/// Exits 0 even with warnings, and 1 when the decks are missing or broken.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the terminal, locale, data directories, decks and speech, and say what to fix."
    )

    @OptionGroup var options: GlobalOptions

    @Flag(name: .customLong("speak"), help: "Also synthesise and play a word (たべる) to test audio.")
    var testSpeech = false

    /// A check's outcome.
    enum Status: String {
        case ok = "[ok]  "
        case warn = "[warn]"
        case fail = "[fail]"
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var failed = false
        func report(_ status: Status, _ topic: String, _ message: String) {
            if status == .fail { failed = true }
            print("\(status.rawValue) \(topic.padded(toWidth: 9)) \(message)")
        }

        // Terminal.
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" {
            report(.warn, "terminal", "TERM is \(term.isEmpty ? "not set" : "dumb"): run mainichi in a terminal emulator (e.g. TERM=xterm-256color)")
        } else {
            report(.ok, "terminal", "TERM=\(term)")
        }
        if isatty(STDOUT_FILENO) == 1 {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                let big = size.ws_col >= 40 && size.ws_row >= 12
                report(big ? .ok : .warn, "terminal",
                       "a terminal of \(size.ws_col)x\(size.ws_row)" + (big ? "" : " (need at least 40x12)"))
            } else {
                report(.ok, "terminal", "a terminal (size unknown)")
            }
        } else {
            report(.warn, "terminal", "standard output is not a terminal (fine for this report; the app needs one)")
        }
        report(.ok, "colours", Self.colourDescription(environment))

        // Locale.
        setlocale(LC_ALL, "")
        let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? "?"
        if codeset.uppercased().replacing("-", with: "") == "UTF8" {
            report(.ok, "locale", "codeset UTF-8")
        } else {
            report(.warn, "locale", "codeset \(codeset): Japanese needs a UTF-8 locale (e.g. LANG=C.UTF-8)")
        }

        // Directories.
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
        report(.ok, "theme", Self.themeDescription(setting: SettingsStore.read(directory: directories.config).theme,
                                                   environment: environment))
        for (name, url) in [("data", directories.data), ("config", directories.config), ("cache", directories.cache)] {
            let (status, message) = Self.check(directory: url)
            report(status, name, message)
        }
        if FileManager.default.fileExists(atPath: directories.data.path) {
            do {
                let lock = try DirectoryLock(directory: directories.data)
                lock.release()
                report(.ok, "lock", "the data directory is free")
            } catch {
                report(.warn, "lock", "\(error)")
            }
        }

        // Decks.
        var decksDirectory: URL?
        do {
            let directory = try DeckLibrary.locateBundledDecks(environment: environment)
            decksDirectory = directory
            let library = try DeckLibrary(directory: directory)
            report(.ok, "decks", "found in \(directory.path)")
            for summary in library.summaries {
                report(.ok, "decks", "\(summary.kind.rawValue) \(summary.level?.rawValue ?? summary.deckID.rawValue): \(summary.itemCount) items, \(summary.dayCount) days")
            }
            for warning in library.warnings { report(.fail, "decks", warning) }
            let files = library.summaries.map { directory.appendingPathComponent($0.file).path }
            let reports = DeckValidator.check(files: files)
            let invalid = reports.filter { !$0.isValid }
            let warnings = reports.reduce(0) { $0 + $1.warnings.count }
            if invalid.isEmpty {
                report(warnings == 0 ? .ok : .warn, "decks",
                       "\(reports.count) deck files valid" + (warnings == 0 ? "" : ", \(warnings) warnings (mainichi deck check FILE)"))
            } else {
                for file in invalid {
                    report(.fail, "decks", file.problems.first?.description ?? "\(file.file): invalid")
                }
            }
        } catch {
            report(.fail, "decks", "\(error)")
        }

        // Speech.
        let setup = SpeechDetector(environment: environment, decksDirectory: decksDirectory).detect()
        if let engine = setup.engine {
            report(.ok, "speech", "\(engine.displayName): \(engine.executable)")
        } else {
            report(.warn, "speech", "no speech engine: run make tts (Open JTalk and a voice), or install espeak-ng")
        }
        for note in setup.notes { report(.warn, "speech", note) }
        let deviceCheck = AudioDeviceCheck(environment: environment)
        if let player = setup.player {
            report(.ok, "audio", "player \(player.name): \(player.executable)")
            switch deviceCheck.check(player) {
            case .available(let device):
                report(.ok, "audio", "device: \(device)")
            case .unavailable(let why):
                report(.warn, "audio", "device: none found (\(why)): \(Self.noDeviceAdvice)")
            case .unknown(let why):
                report(.warn, "audio", "device: could not check (\(why))")
            }
        } else {
            report(.warn, "audio", "no audio player (afplay, paplay, pw-play, aplay or play): install alsa-utils")
        }
        if testSpeech, setup.engine != nil, setup.player != nil {
            let pronouncer = Pronouncer(setup: setup, cacheDirectory: directories.cache, deviceCheck: deviceCheck)
            pronouncer.speak("たべる")
            pronouncer.waitUntilIdle()
            switch pronouncer.lastError {
            case nil:
                report(.ok, "speech", "synthesised たべる")
                report(.ok, "audio", "played たべる (if you heard nothing, check the volume and output)")
            case let failure? where failure.stage == .playback:
                report(.ok, "speech", "synthesised たべる")
                report(.warn, "audio", "playing たべる: \(failure.detail)")
            case let failure?:
                report(.warn, "speech", "synthesising たべる: \(failure.detail)")
            }
        }

        if failed { throw ExitCode(1) }
    }

    /// What to do when the player has no output device.
    static let noDeviceAdvice = "p will say audio unavailable. On a desktop, check that a sound card is enabled "
        + "or that PulseAudio or PipeWire is running (pactl info); in a container, a VM or over SSH there is "
        + "usually no sound device (pass one through, e.g. docker --device /dev/snd, or a PulseAudio socket)"

    /// What the environment says about colours (no terminal database lookup).
    static func colourDescription(_ environment: [String: String]) -> String {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return "NO_COLOR is set: the monochrome theme" }
        let term = environment["TERM"] ?? ""
        if let colorTerm = environment["COLORTERM"], !colorTerm.isEmpty { return "COLORTERM=\(colorTerm): full colour" }
        if term.contains("256color") { return "256 colours (from TERM)" }
        if term.isEmpty || term == "dumb" { return "unknown (no usable TERM)" }
        return "8 or 16 colours (from TERM): the themes use the nearest they have (256 colours read best)"
    }

    /// The theme the app would use and why, as `ThemeResolver` decides it (asking the terminal for
    /// its background only when the setting is automatic).
    static func themeDescription(setting: Settings.ThemeName, environment: [String: String]) -> String {
        var resolver = ThemeResolver(flag: nil, environment: environment)
        if resolver.needsBackground(setting: setting) {
            resolver.background = BackgroundQuery.detect(environment: environment)
        }
        let theme = resolver.resolve(setting: setting)
        let why: String
        switch theme.reason {
        case .flag: why = "--theme"
        case .noColor: why = "NO_COLOR is set"
        case .setting: why = "the Settings choice"
        case .background: why = "automatic, from the terminal's background"
        case .fallback: why = "automatic; the terminal did not say its background, so dark: on a light one use --theme light"
        }
        return "\(theme.name.displayName) (\(why))"
    }

    /// Whether `url` exists and can be written.
    static func check(directory url: URL) -> (Status, String) {
        guard FileManager.default.fileExists(atPath: url.path) else {
            // It is made on first use, if the nearest directory that exists above it allows that.
            var ancestor = url.deletingLastPathComponent()
            while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path != "/" {
                ancestor = ancestor.deletingLastPathComponent()
            }
            if !FileManager.default.directoryExists(atPath: ancestor.path) { return (.fail, "\(url.path) cannot be created: \(ancestor.path) is a file") }
            if access(ancestor.path, W_OK) != 0 {
                return (.fail, "\(url.path) cannot be created: \(ancestor.path) is not writable")
            }
            return (.ok, "\(url.path) (created on first use)")
        }
        guard FileManager.default.directoryExists(atPath: url.path) else { return (.fail, "\(url.path) is a file, not a directory") }
        guard access(url.path, W_OK) == 0 else { return (.fail, "\(url.path) is not writable") }
        return (.ok, "\(url.path)")
    }
}
