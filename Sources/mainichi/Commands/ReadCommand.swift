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
import TerminalUI

/// `mainichi read FILE`: the full-screen Read screen over one text (`-`: standard input).
///
/// The text is read before curses starts, so a missing or non-UTF-8 file is a plain one-line
/// error. When the text came from a pipe, keys are read from the controlling terminal. `q` quits
/// (the place in the file is kept); Esc over the Read screen's own screens goes back.
struct ReadCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "read",
        abstract: ArgumentLanguage.read.abstract,
        discussion: ArgumentLanguage.read.discussion
    ) }

    @OptionGroup var options: GlobalOptions
    @OptionGroup var themeOption: ThemeOption
    @OptionGroup var languageOption: LanguageOption

    @Argument(help: ArgumentHelp(ArgumentLanguage.read.fileHelp, valueName: "file"))
    var file: String

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        // The words of the text's errors: --lang, else the locale (the setting is not open yet).
        let strings = Strings(ArgumentLanguage.current)
        let text: ReaderText
        do {
            if file == "-" {
                // Nothing piped in: say what the wait is for, so the command does not look stuck.
                if isatty(STDIN_FILENO) == 1 { StandardStream.error.write(ArgumentLanguage.read.typeTheText + "\n") }
                text = try ReaderText.decode(Self.readStandardInput(), path: nil, strings: strings)
                if isatty(STDIN_FILENO) != 1, isatty(STDOUT_FILENO) == 1, let reason = TerminalInput.attachControllingTerminal() {
                    StandardStream.error.write("mainichi: \(ArgumentLanguage.read.noKeyboard(reason))\n")
                    throw ExitCode(Int32(2))
                }
            } else {
                text = try ReaderText.read(path: file, strings: strings)
            }
        } catch let failure as ReaderText.Failure {
            StandardStream.error.write("mainichi: \(failure.message)\n")
            throw ExitCode(1)
        }
        try RunCommand.runSession(options: options, themeOption: themeOption, languageOption: languageOption,
                                  environment: environment) { opened in
            ReaderController(context: opened, text: text, shelf: opened.readerShelf)
        }
    }

    /// Everything on standard input.
    static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = read(STDIN_FILENO, &buffer, buffer.count)
            if got > 0 { bytes += buffer[0..<got] } else if got < 0 && errno == EINTR { continue } else { break }
        }
        return bytes
    }
}
