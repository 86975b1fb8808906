/**
 * Database types in the shape `supabase gen types typescript` produces, for the schema in
 * `supabase/migrations`. Regenerate against a hosted project with
 * `supabase gen types typescript --project-id <id> > src/database.types.ts`.
 * @see spec §3
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

type Timestamped = { created_at: string };

/** Builds Row/Insert/Update for a table from its row shape and the columns that have defaults. */
type Table<Row, Defaults extends keyof Row> = {
  Row: Row;
  Insert: Omit<Row, Defaults> & Partial<Pick<Row, Defaults>>;
  Update: Partial<Row>;
  Relationships: [];
};

export type Database = {
  public: {
    Tables: {
      HomeThumbnails: Table<
        { id: number; image_url: string | null; alt_text: string } & Timestamped,
        'id' | 'alt_text' | 'created_at' | 'image_url'
      >;
      Thumbnail_Work: Table<
        {
          id: number;
          title: string;
          category: string;
          description: string | null;
          imageUrl: string | null;
          altText: string | null;
          stats: string | null;
          caseStudyLink: string | null;
        } & Timestamped,
        'id' | 'created_at' | 'description' | 'imageUrl' | 'altText' | 'stats' | 'caseStudyLink'
      >;
      FeaturedPortfolio: Table<
        {
          id: number;
          title: string;
          category: string | null;
          before_image_url: string | null;
          before_alt_text: string | null;
          after_image_url: string | null;
          after_alt_text: string | null;
          description: string | null;
          stats: string | null;
        } & Timestamped,
        | 'id'
        | 'created_at'
        | 'category'
        | 'before_image_url'
        | 'before_alt_text'
        | 'after_image_url'
        | 'after_alt_text'
        | 'description'
        | 'stats'
      >;
      CaseStudies: Table<
        {
          id: number;
          client_name: string;
          problem: string | null;
          goal: string | null;
          solution: string | null;
          results: string | null;
          image_urls: string[];
        } & Timestamped,
        'id' | 'created_at' | 'problem' | 'goal' | 'solution' | 'results' | 'image_urls'
      >;
      Team: Table<
        {
          id: number;
          name: string;
          role: string | null;
          bio: string | null;
          image_url: string | null;
          alt_text: string | null;
        } & Timestamped,
        'id' | 'created_at' | 'role' | 'bio' | 'image_url' | 'alt_text'
      >;
      site_assets: Table<
        { id: number; asset_name: SiteAssetName; asset_url: string } & Timestamped,
        'id' | 'created_at'
      >;
      testimonials: Table<
        {
          id: number;
          name: string;
          role: string | null;
          comment: string;
          stars: number;
          image_url: string | null;
          alt_text: string | null;
        } & Timestamped,
        'id' | 'created_at' | 'role' | 'image_url' | 'alt_text'
      >;
      blogs: Table<
        {
          id: number;
          title: string;
          slug: string;
          meta_description: string | null;
          content: string;
          image_url: string | null;
          alt_text: string | null;
          keywords: string[];
        } & Timestamped,
        'id' | 'created_at' | 'meta_description' | 'content' | 'image_url' | 'alt_text' | 'keywords'
      >;
      offers: Table<
        { id: number; message: string; is_active: boolean } & Timestamped,
        'id' | 'created_at' | 'is_active'
      >;
      whatsapp_tooltips: Table<
        { id: number; message: string; is_active: boolean } & Timestamped,
        'id' | 'created_at' | 'is_active'
      >;
      free_sample_requests: Table<
        {
          id: string;
          name: string;
          phone: string;
          email: string;
          video_title: string;
          channel_link: string | null;
        } & Timestamped,
        'id' | 'created_at' | 'channel_link'
      >;
      callback_requests: Table<
        {
          id: string;
          name: string;
          phone: string;
          preferred_date: string;
          preferred_time_slot: string;
          channel_link: string | null;
        } & Timestamped,
        'id' | 'created_at' | 'channel_link'
      >;
      ContactQueries: Table<
        {
          id: string;
          name: string;
          email: string;
          subject: string;
          message: string;
          package_interest: string;
        } & Timestamped,
        'id' | 'created_at'
      >;
      Subscribers: Table<{ id: string; email: string } & Timestamped, 'id' | 'created_at'>;
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

/** The two named site assets of spec §3. */
export type SiteAssetName = 'logo_dark_background' | 'favicon';

type PublicSchema = Database['public'];

/** A table's row type, e.g. `Tables<'testimonials'>`. */
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
/** A table's insert type, e.g. `TablesInsert<'Subscribers'>`. */
export type TablesInsert<T extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][T]['Insert'];
/** A table's update type. */
export type TablesUpdate<T extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][T]['Update'];
