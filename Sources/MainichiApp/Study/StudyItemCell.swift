import TerminalUI

/// A row of a study list: the fields of a word, a kanji or an example word in aligned columns.
/// The controller fills `columns`, `columnRoles` and `columnLayout`; the base class draws them.
final class StudyItemCell: TableViewCell {
    static let reuseIdentifier = "StudyItem"
}
