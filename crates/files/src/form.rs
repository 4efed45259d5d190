//! A text file's form, kept apart from its text: a byte-order mark at its start and CRLF line
//! endings. Reading hands the rest of the program plain text (no mark, `\n` endings), so the
//! loaders and the set-up editor never see either; a write puts back the form of the file it
//! replaces, so an edit changes only the characters it edits.

/// The byte-order mark some editors put at the start of a UTF-8 file.
const BOM: char = '\u{feff}';

/// How a text file is written around its plain text.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Form {
    /// It starts with a byte-order mark.
    pub bom: bool,
    /// Every line ends in `\r\n`. A file that mixes `\r\n` with bare `\n` is not: its text is
    /// handed on as it is, so its lines keep their own endings.
    pub crlf: bool,
}

impl Form {
    /// A file's text as read, split into its form and its plain text.
    pub fn split(raw: &str) -> (Form, String) {
        let (bom, rest) = match raw.strip_prefix(BOM) {
            Some(rest) => (true, rest),
            None => (false, raw),
        };
        let crlf_ends = rest.matches("\r\n").count();
        let crlf = crlf_ends > 0 && crlf_ends == rest.matches('\n').count();
        let plain = if crlf {
            rest.replace("\r\n", "\n")
        } else {
            rest.to_string()
        };
        (Form { bom, crlf }, plain)
    }

    /// Plain text in this form: the exact inverse of [`Form::split`] (every `\n` of a CRLF file
    /// came from a `\r\n`, so each goes back to one, the lines an edit added too).
    pub fn dress(self, plain: &str) -> String {
        let mut out = String::with_capacity(plain.len() + plain.len() / 32 + 3);
        if self.bom && !plain.starts_with(BOM) {
            out.push(BOM);
        }
        if self.crlf {
            out.push_str(&plain.replace('\n', "\r\n"));
        } else {
            out.push_str(plain);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crlf_and_a_mark_come_off_and_go_back_byte_for_byte() {
        for raw in [
            "\u{feff}Scenario(\r\n  name: \"A\",\r\n)\r\n",
            "Scenario(\r\n  name: \"A\\r\",\r\r\n)",
            "\u{feff}Scenario(\n)\n",
            "Scenario(\n  a: 1,\r\n)\n",
            "",
            "no line end",
        ] {
            let (form, plain) = Form::split(raw);
            assert!(!plain.starts_with(BOM), "{raw:?}");
            assert_eq!(form.dress(&plain), raw, "{raw:?}");
        }
    }

    #[test]
    fn only_a_file_of_crlf_lines_is_crlf() {
        let (form, plain) = Form::split("\u{feff}a\r\nb\r\n");
        assert_eq!(
            form,
            Form {
                bom: true,
                crlf: true
            }
        );
        assert_eq!(plain, "a\nb\n");
        // A line added to the plain text gets the file's ending.
        assert_eq!(form.dress("a\nnew\nb\n"), "\u{feff}a\r\nnew\r\nb\r\n");
        // Mixed endings: not CRLF, the text left as it is.
        let (form, plain) = Form::split("a\r\nb\nc\r\n");
        assert!(!form.crlf && !form.bom);
        assert_eq!(plain, "a\r\nb\nc\r\n");
        assert_eq!(Form::default().dress("a\nb\n"), "a\nb\n");
    }
}
