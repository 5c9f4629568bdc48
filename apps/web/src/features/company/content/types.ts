export type TextBlock = string | { list: string[] };
export interface TextSection {
  id: string;
  title: string;
  blocks: TextBlock[];
}
