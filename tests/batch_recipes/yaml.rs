//! A small reader of the block YAML the Kubernetes manifest is written in (no YAML library is a
//! dependency): anything else is refused at its line.

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Yaml {
    Map(Vec<(String, Yaml)>),
    Seq(Vec<Yaml>),
    Str(String),
    Int(i64),
    Bool(bool),
}

impl Yaml {
    pub(crate) fn get(&self, key: &str) -> Option<&Yaml> {
        match self {
            Yaml::Map(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

/// One line of the document: its indent, its text, its number (from 1).
pub(crate) struct Line {
    indent: usize,
    text: String,
    number: usize,
}

/// Reads the block YAML of one document: mappings, sequences (of scalars or of mappings, "- key:
/// value"), plain, double-quoted and folded (`>-`) scalars, flow sequences of double-quoted
/// strings, full-line comments. Anything else is an error naming its line.
pub(crate) fn parse_yaml(text: &str) -> Result<Yaml, String> {
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let trimmed = raw.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if raw.contains('\t') {
            return Err(format!("line {}: a tab", i + 1));
        }
        if raw == "---" {
            if lines.is_empty() {
                continue;
            }
            if text.lines().skip(i + 1).any(|l| {
                let t = l.trim();
                !t.is_empty() && !t.starts_with('#')
            }) {
                return Err(format!("line {}: a second document", i + 1));
            }
            break;
        }
        lines.push(Line {
            indent: raw.len() - trimmed.len(),
            text: trimmed.trim_end().to_string(),
            number: i + 1,
        });
    }
    if lines.is_empty() {
        return Err("an empty document".into());
    }
    let mut at = 0;
    let indent = lines[0].indent;
    let value = block(&mut lines, &mut at, indent)?;
    if at < lines.len() {
        return Err(format!(
            "line {}: not under anything above it",
            lines[at].number
        ));
    }
    Ok(value)
}

pub(crate) fn is_item(text: &str) -> bool {
    text == "-" || text.starts_with("- ")
}

/// `key: rest` or `key:` of a mapping line.
pub(crate) fn key_of(text: &str) -> Option<(&str, &str)> {
    let colon = text.find(':')?;
    let key = &text[..colon];
    let rest = &text[colon + 1..];
    let plain = !key.is_empty()
        && key.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_-./".contains(c));
    (plain && (rest.is_empty() || rest.starts_with(' '))).then(|| (key, rest.trim()))
}

pub(crate) fn block(lines: &mut [Line], at: &mut usize, indent: usize) -> Result<Yaml, String> {
    if is_item(&lines[*at].text) {
        sequence(lines, at, indent)
    } else {
        mapping(lines, at, indent)
    }
}

pub(crate) fn mapping(lines: &mut [Line], at: &mut usize, indent: usize) -> Result<Yaml, String> {
    let mut entries: Vec<(String, Yaml)> = Vec::new();
    while *at < lines.len() && lines[*at].indent >= indent {
        let line = &lines[*at];
        if line.indent > indent {
            return Err(format!("line {}: indented under no key", line.number));
        }
        if is_item(&line.text) {
            break;
        }
        let number = line.number;
        let (key, rest) = key_of(&line.text).ok_or(format!("line {number}: not `key: value`"))?;
        let (key, rest) = (key.to_string(), rest.to_string());
        if entries.iter().any(|(k, _)| *k == key) {
            return Err(format!("line {number}: {key} twice"));
        }
        *at += 1;
        let value = if rest.is_empty() {
            match lines.get(*at) {
                Some(next) if next.indent > indent => {
                    let inner = next.indent;
                    block(lines, at, inner)?
                }
                Some(next) if next.indent == indent && is_item(&next.text) => {
                    sequence(lines, at, indent)?
                }
                _ => return Err(format!("line {number}: {key} has no value")),
            }
        } else if rest == ">-" || rest == ">" {
            let mut words = Vec::new();
            while *at < lines.len() && lines[*at].indent > indent {
                words.push(lines[*at].text.clone());
                *at += 1;
            }
            if words.is_empty() {
                return Err(format!("line {number}: an empty folded scalar"));
            }
            Yaml::Str(words.join(" "))
        } else {
            scalar(&rest).map_err(|e| format!("line {number}: {e}"))?
        };
        entries.push((key, value));
    }
    Ok(Yaml::Map(entries))
}

pub(crate) fn sequence(lines: &mut [Line], at: &mut usize, indent: usize) -> Result<Yaml, String> {
    let mut items = Vec::new();
    while *at < lines.len() && lines[*at].indent == indent && is_item(&lines[*at].text) {
        let number = lines[*at].number;
        let rest = lines[*at].text[1..].trim_start().to_string();
        if rest.is_empty() {
            *at += 1;
            match lines.get(*at) {
                Some(next) if next.indent > indent => {
                    let inner = next.indent;
                    items.push(block(lines, at, inner)?);
                }
                _ => return Err(format!("line {number}: an empty item")),
            }
        } else if rest == ">-" || rest == ">" {
            *at += 1;
            let mut words = Vec::new();
            while *at < lines.len() && lines[*at].indent > indent {
                words.push(lines[*at].text.clone());
                *at += 1;
            }
            if words.is_empty() {
                return Err(format!("line {number}: an empty folded scalar"));
            }
            items.push(Yaml::Str(words.join(" ")));
        } else if key_of(&rest).is_some() {
            // "- key: value": a mapping whose keys stand two columns in.
            lines[*at].indent = indent + 2;
            lines[*at].text = rest;
            items.push(mapping(lines, at, indent + 2)?);
        } else {
            items.push(scalar(&rest).map_err(|e| format!("line {number}: {e}"))?);
            *at += 1;
        }
    }
    if *at < lines.len() && lines[*at].indent > indent {
        return Err(format!("line {}: indented under no key", lines[*at].number));
    }
    Ok(Yaml::Seq(items))
}

pub(crate) fn quoted(text: &str) -> Result<(String, &str), String> {
    let body = &text[1..];
    let end = body.find('"').ok_or("an unclosed quote")?;
    let s = &body[..end];
    if s.contains('\\') {
        return Err("an escape in a quoted string (not read here)".into());
    }
    Ok((s.to_string(), &body[end + 1..]))
}

pub(crate) fn scalar(text: &str) -> Result<Yaml, String> {
    if text.starts_with('"') {
        let (s, rest) = quoted(text)?;
        if !rest.trim().is_empty() {
            return Err(format!("text after a quoted string: {rest}"));
        }
        return Ok(Yaml::Str(s));
    }
    if let Some(inner) = text.strip_prefix('[') {
        let inner = inner.strip_suffix(']').ok_or("an unclosed flow sequence")?;
        let mut items = Vec::new();
        let mut rest = inner.trim();
        while !rest.is_empty() {
            if !rest.starts_with('"') {
                return Err("a flow sequence item that is not a quoted string".into());
            }
            let (s, after) = quoted(rest)?;
            items.push(Yaml::Str(s));
            rest = after.trim_start();
            rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
        }
        return Ok(Yaml::Seq(items));
    }
    if text.starts_with(['\'', '{', '|', '&', '*', '!', '%', '@', '`']) || text.contains(" #") {
        return Err(format!("YAML this reader does not read: {text}"));
    }
    Ok(match text {
        "true" => Yaml::Bool(true),
        "false" => Yaml::Bool(false),
        _ => match text.parse::<i64>() {
            Ok(n) => Yaml::Int(n),
            Err(_) => Yaml::Str(text.to_string()),
        },
    })
}
