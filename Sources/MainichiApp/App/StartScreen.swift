#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The first frame of a start, drawn from the settings alone before the decks and the progress
/// are opened (issue 27: the first frame within reach of a bare curses program).
///
/// It is the frame the app itself draws a moment later, less what needs the decks, the progress
/// or other files: the main menu's title, date, tagline, rows and footer (`MenuSkeletonController`,
/// its deck, review and notebook statuses blank), or on a first run the welcome page over it. The
/// command line draws it once, opens the context, and runs the real stack (`MainichiRoot.make`)
/// on the same terminal, which then sends only the statuses that came in. It handles no key: keys
/// typed meanwhile wait in the terminal for the real screens.
public enum StartScreen {
    /// The stack of the first frame.
    /// - Parameters:
    ///   - settings: the learner's settings (language, theme, whether the welcome was seen, the
    ///     day start, the test mode and audio the Settings row names).
    ///   - languageOverride: `--lang`, when given.
    ///   - localeEnvironment: LC_ALL, LC_MESSAGES and LANG, for the automatic language.
    ///   - theme: the theme in use (`ThemeResolver.resolve(setting:)`).
    ///   - now: the time the title bar's date is of.
    ///   - zone: the learner's time zone and first weekday.
    public static func make(settings: Settings, languageOverride: Settings.LanguageChoice?,
                            localeEnvironment: [String: String], theme: Settings.ThemeName,
                            now: Date, zone: StudyCalendar) -> NavigationController {
        let language = (languageOverride ?? settings.language).resolved(environment: localeEnvironment)
        let strings = Strings(language)
        let date = StudyFormat.date(now, calendar: zone.startingDays(at: settings.dayStartHour), strings: strings)
        let menu = MenuSkeletonController(strings: strings, date: date, settings: settings, theme: theme)
        let navigation = NavigationController(root: menu)
        navigation.chrome = strings.chrome
        navigation.appKeyBindings = [MainichiRoot.searchBinding(strings)]
        // The menu shows the welcome over itself on its first appearance (`MainMenuController`).
        if !settings.welcomeShown { navigation.push(WelcomeController(strings: strings)) }
        return navigation
    }
}
