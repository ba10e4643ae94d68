import MainichiApp
import MainichiCore
import MainichiSpeech

/// The doctor's words in English.
struct EnglishDoctorStrings: DoctorStrings {
    func topic(_ name: String) -> String { name }
    func termUnusable(_ term: String) -> String {
        "TERM is \(term.isEmpty ? "not set" : "dumb"): run mainichi in a terminal emulator (e.g. TERM=xterm-256color)"
    }
    func terminalSize(columns: Int, rows: Int, bigEnough: Bool) -> String {
        "a terminal of \(columns)x\(rows)" + (bigEnough ? "" : " (need at least 40x12)")
    }
    var terminalSizeUnknown: String { "a terminal (size unknown)" }
    var notATerminal: String { "standard output is not a terminal (fine for this report; the app needs one)" }
    var codesetUTF8: String { "codeset UTF-8" }
    func codesetNotUTF8(_ codeset: String) -> String { "codeset \(codeset): Japanese needs a UTF-8 locale (e.g. LANG=C.UTF-8)" }
    var lockFree: String { "the data directory is free" }
    var syncOff: String { "sync is off" }
    func syncFolder(_ path: String, isAvailable: Bool) -> String {
        isAvailable ? "sync folder \(path)" : "sync folder \(path) cannot be reached (changes wait until it is back)"
    }
    func syncDevice(_ id: String, isThisDevice: Bool, events: Int) -> String {
        "device \(id)\(isThisDevice ? " (this one)" : ""): \(events) events"
    }
    func syncSharedDevice(_ id: String) -> String {
        "two machines write as device \(id) (a data directory copied whole): the copy takes a new id at its next sync; nothing is lost"
    }
    func syncFormerDevices(_ ids: [String]) -> String {
        "this data directory wrote before as device \(ids.joined(separator: ", ")) (it was copied); those journals are still read"
    }
    func relativePathIgnored(_ variable: String, _ value: String) -> String {
        "\(variable)=\(value) is not an absolute path: ignored, the default below is used (set an absolute path)"
    }
    func decksFound(_ path: String) -> String { "found in \(path)" }
    func deck(kind: String, level: String, items: Int, days: Int) -> String { "\(kind) \(level): \(items) items, \(days) days" }
    func decksValid(_ count: Int, warnings: Int) -> String {
        "\(count) deck files valid" + (warnings == 0 ? "" : ", \(warnings) warnings (mainichi deck check FILE)")
    }
    var noSpeechEngine: String {
        "no speech engine: run make tts (on Debian and Ubuntu make run does it: Open JTalk, a voice, aplay); elsewhere install Open JTalk with its naist-jdic dictionary and make tts adds the voice, or install espeak-ng"
    }
    func player(_ name: String, _ path: String) -> String { "player \(name): \(path)" }
    func device(_ device: String) -> String { "device: \(device)" }
    func noDevice(_ why: String) -> String {
        "device: none found (\(why)): p will say audio unavailable. On a desktop, check that a sound card is enabled "
            + "or that PulseAudio or PipeWire is running (pactl info); in a container, a VM or over SSH there is "
            + "usually no sound device (pass one through, e.g. docker --device /dev/snd, or a PulseAudio socket)"
    }
    func deviceUnknown(_ why: String) -> String { "device: could not check (\(why))" }
    func speechNote(_ note: SpeechSetup.Note) -> String {
        switch note {
        case .noDictionary: "open_jtalk found, but no dictionary (apt-get install open-jtalk-mecab-naist-jdic)"
        case .noVoice(let directory): "open_jtalk found, but no HTS voice in \(directory) (make tts installs one)"
        }
    }
    var noPlayer: String { "no audio player (afplay, paplay, pw-play, aplay or play): install alsa-utils" }
    func recordingFormats(_ formats: [String]) -> String {
        formats.isEmpty ? "recordings: no player for any format" : "recordings play: " + formats.joined(separator: ", ")
    }
    func unplayableRecordings(_ formats: String, files: Int) -> String {
        "no player for \(formats) recordings (install mpv or ffmpeg)"
            + (files > 0 ? ": \(files) file\(files == 1 ? "" : "s") in media/ will be spoken instead" : "")
    }
    var synthesised: String { "synthesised たべる" }
    var played: String { "played たべる (if you heard nothing, check the volume and output)" }
    func playingFailed(_ detail: String) -> String { "playing たべる: \(detail)" }
    func synthesisFailed(_ detail: String) -> String { "synthesising たべる: \(detail)" }
    func createdOnFirstUse(_ path: String) -> String { "\(path) (created on first use)" }
    func cannotCreateFile(_ path: String, ancestor: String) -> String { "\(path) cannot be created: \(ancestor) is a file" }
    func cannotCreateUnwritable(_ path: String, ancestor: String) -> String {
        "\(path) cannot be created: \(ancestor) is not writable"
    }
    func isAFile(_ path: String) -> String { "\(path) is a file, not a directory" }
    func notWritable(_ path: String) -> String { "\(path) is not writable" }
    var coloursNoColor: String { "NO_COLOR is set: the monochrome theme" }
    func coloursFull(_ colorTerm: String) -> String { "COLORTERM=\(colorTerm): full colour" }
    var colours256: String { "256 colours (from TERM)" }
    var coloursUnknown: String { "unknown (no usable TERM)" }
    var colours16: String { "8 or 16 colours (from TERM): the themes use the nearest they have (256 colours read best)" }
    func theme(_ name: Settings.ThemeName, reason: ThemeResolver.Reason) -> String {
        let why = switch reason {
        case .flag: "--theme"
        case .noColor: "NO_COLOR is set"
        case .setting: "the Settings choice"
        case .background: "automatic, from the terminal's background"
        case .fallback: "automatic; the terminal did not say its background, so dark: on a light one use --theme light"
        }
        return "\(name.displayName) (\(why))"
    }
}
