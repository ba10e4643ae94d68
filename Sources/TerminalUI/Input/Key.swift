/// A key press, decoded from the terminal.
public enum Key: Hashable, Sendable {
    /// A printable character, including text that an input method sends whole (kana, kanji).
    case character(Character)
    /// Ctrl with a letter: `.control("u")` is Ctrl-U.
    case control(Character)
    case enter, escape, backspace, delete, tab, backTab
    case up, down, left, right
    case pageUp, pageDown, home, end
    /// A function key, F1 to F12.
    case function(Int)
}
