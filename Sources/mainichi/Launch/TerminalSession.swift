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
import TerminalUI

/// Runs a full-screen app on the real terminal and always gives the terminal back as it was.
///
/// Checks first that there is a terminal to draw on (`InteractiveTerminal`), then starts
/// curses, runs the `Application` until it quits, and ends curses: after `q`, after a stop
/// signal (the exit status is then 128 + the signal, as a shell would report), and when the
/// app's setup or run throws. Work that must happen before curses starts (opening files, so
/// that errors print as plain lines) goes in `prepare`.
enum TerminalSession {
    /// Starts the app with the root screen `makeRoot` builds and runs it to the end.
    ///
    /// - Parameters:
    ///   - theme: the theme of the first frame.
    ///   - makeFirstFrame: when given, builds the stack and theme of a first frame drawn as soon as
    ///     curses starts, before `makeRoot` (`StartScreen`); it runs before curses starts, so its
    ///     errors print as plain lines.
    ///   - makeRoot: builds the root screen; runs after the terminal checks, before curses starts,
    ///     or after the first frame when `makeFirstFrame` is given: the terminal is given back
    ///     before its error is rethrown, so the caller can print it as a plain line.
    ///   - backgroundQuery: the start-up background query, collected in `makeRoot`: its late
    ///     answers are taken out of the keys.
    ///   - configure: called with the application before it runs (to hook `willQuit` and the like).
    ///   - environment: the process's environment, as the caller read it (reading it builds a
    ///     dictionary of every variable: once a start is enough).
    static func run(theme: Theme, backgroundQuery: BackgroundQuery? = nil, environment: [String: String],
                    makeFirstFrame: (() throws -> (root: ScreenController, theme: Theme))? = nil,
                    makeRoot: () throws -> ScreenController, configure: (Application) -> Void = { _ in }) throws {
        try InteractiveTerminal.check(environment: environment)
        let firstFrame = try makeFirstFrame?()
        let rootBeforeCurses: ScreenController? = firstFrame == nil ? try makeRoot() : nil
        // Puts the terminal's mode back before curses records it (a no-op when collected already).
        _ = backgroundQuery?.collect()
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(backgroundQuery: backgroundQuery)
        } catch CursesTerminalError.cannotStart(let term) {
            InteractiveTerminal.fail(ArgumentLanguage.launch.cannotOpenTerminal(term))
        } catch {
            InteractiveTerminal.fail("\(error)")
        }
        defer { terminal.close() }
        let root: ScreenController
        if let rootBeforeCurses {
            root = rootBeforeCurses
        } else {
            if let firstFrame { Application(terminal: terminal, root: firstFrame.root, theme: firstFrame.theme).render() }
            // Keys typed while this opens wait in the terminal for the real screens.
            do {
                root = try makeRoot()
            } catch {
                terminal.close()
                throw error
            }
        }
        let application = Application(terminal: terminal, root: root, theme: theme)
        configure(application)
        application.run()
        terminal.close()
        if let signal = terminal.receivedSignal {
            throw ExitCode(128 + signal)
        }
    }
}
